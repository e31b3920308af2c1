import Router from '@koa/router'
import type { Content } from '../../engine/load/Content.ts'
import { robotsTxt, sitemapXml } from '../generate/seoFiles.ts'

/** /robots.txt and /sitemap.xml from the loaded content (the build also writes them as files). */
export function seoRoutes(getContent: () => Content): Router {
  const router = new Router()
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain'
    ctx.set('Cache-Control', getContent().site.cache.html)
    ctx.body = robotsTxt(getContent())
  })
  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml'
    ctx.set('Cache-Control', getContent().site.cache.html)
    ctx.body = sitemapXml(getContent())
  })
  return router
}
