import Router from '@koa/router'
import type { Context } from 'koa'
import type { Content } from '../../engine/load/Content.ts'

/** Every page a search engine should index, from the content (no query-string variants). */
export function sitemapPaths(content: Content): string[] {
  return [
    '/',
    ...content.categories.all().map((category) => category.path),
    ...[...content.reviews.keys()].map((slug) => `/product/${slug}`),
    ...content.infoPages.keys(),
  ]
}

/** This server's origin as the visitor reached it (behind a proxy, set app.proxy to trust X-Forwarded-*). */
const origin = (ctx: Context) => `${ctx.protocol}://${ctx.host}`

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** /robots.txt and /sitemap.xml, built from the loaded content with this server's own origin. */
export function seoRoutes(getContent: () => Content): Router {
  const router = new Router()
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = `User-agent: *\nDisallow: /api/\nDisallow: /search\nSitemap: ${origin(ctx)}/sitemap.xml\n`
  })
  router.get('/sitemap.xml', (ctx) => {
    const urls = sitemapPaths(getContent()).map((path) => `  <url><loc>${escapeXml(origin(ctx) + path)}</loc></url>`)
    ctx.type = 'application/xml'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  })
  return router
}
