import { join } from 'node:path'
import Koa from 'koa'
import type { Middleware } from 'koa'
import compress from 'koa-compress'
import conditional from 'koa-conditional-get'
import etag from '@koa/etag'
import helmet from 'koa-helmet'
import type { Content } from '../engine/load/Content.ts'
import { IMAGES_DIR } from '../engine/load/loadCatalogue.server.ts'
import { apiCache } from './middleware/apiCache.ts'
import { apiHeaders, apiNotFound } from './middleware/apiHeaders.ts'
import { categoryRedirects } from './middleware/categoryRedirects.ts'
import { errorHandler } from './middleware/errorHandler.ts'
import { SPECULATION_RULES_SOURCE } from './middleware/scriptHashes.ts'
import { catalogueImages } from './middleware/staticFiles.ts'
import { productRoutes } from './routes/productRoutes.ts'
import { seoRoutes } from './routes/seoRoutes.ts'

export type AppOptions = {
  root: string
  getContent: () => Content
  /** Serves pages and client assets: Vike's renderer (and in development, Vite's middleware). */
  pages?: Middleware[]
  /** Development serves Vite's inline scripts, which a strict Content-Security-Policy would block. */
  development?: boolean
}

/** The whole site as one Koa app, without listening: the server entry and the tests both use it. */
export function createApp({ root, getContent, pages = [], development = false }: AppOptions): Koa {
  const app = new Koa()
  app.use(errorHandler())
  app.use(
    helmet({
      contentSecurityPolicy: development
        ? false
        : { directives: { 'img-src': ["'self'", 'data:'], 'script-src': ["'self'", SPECULATION_RULES_SOURCE], 'upgrade-insecure-requests': null } },
    }),
  )
  app.use(compress())
  app.use(conditional())
  app.use(etag())
  app.use(apiHeaders(() => getContent().site.cache))
  app.use(apiCache(getContent))
  const api = productRoutes(getContent)
  app.use(api.routes())
  app.use(api.allowedMethods())
  app.use(apiNotFound())
  app.use(seoRoutes(getContent).routes())
  app.use(catalogueImages(join(root, IMAGES_DIR)))
  app.use(categoryRedirects(getContent))
  for (const middleware of pages) app.use(middleware)
  app.on('error', logServerError)
  return app
}

/** A visitor who leaves mid-download is not a server fault; anything else is logged with its stack. */
function logServerError(error: NodeJS.ErrnoException) {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return
  console.error('server error:', error)
}
