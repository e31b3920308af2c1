import { join } from 'node:path'
import type { Middleware } from 'koa'
import conditional from 'koa-conditional-get'
import etag from '@koa/etag'
import type { Content } from '../../engine/load/Content.ts'
import { fastPath } from '../fastPath/fastPath.ts'
import { PreparedAnswers } from '../fastPath/PreparedAnswers.ts'
import { rememberAnswers } from '../fastPath/rememberAnswers.ts'
import { sendKnownAnswer } from '../fastPath/sendKnownAnswer.ts'
import { SiteApp } from '../fastPath/SiteApp.ts'
import { createLogger, logLevelOf } from '../process/logger.ts'
import type { Logger } from '../process/logger.ts'
import { apiBodies } from '../middleware/apiBodies.ts'
import { apiHeaders } from '../middleware/apiHeaders.ts'
import { canonicalUrls } from '../middleware/canonicalUrls.ts'
import { compression } from '../middleware/compression.ts'
import { errorHandler } from '../middleware/errorHandler.ts'
import { apiFallback, pageMethods } from '../middleware/methodNotAllowed.ts'
import { requestLog } from '../middleware/requestLog.ts'
import { securityHeaderList, securityHeaders } from '../middleware/securityHeaders.ts'
import { shownPrices } from '../middleware/shownPrices.ts'
import { catalogueImages } from '../middleware/staticFiles.ts'
import { productRoutes } from '../routes/productRoutes.ts'
import type { Health } from '../routes/productRoutes.ts'
import { seoRoutes } from '../routes/seoRoutes.ts'
import type { Store } from '../store/database/openStore.ts'
import { subscriptionRoutes } from '../alerts/subscriptionRoutes.tsx'
import type { RequestLimitOptions } from '../alerts/requestGuards.ts'
import { IMAGES_DIR } from '../../engine/content/contentLayout.ts'

export type AppOptions = {
  /** The content's folder (pages-config/ and api/catalogue/). */
  contentDir: string
  /**
   * Where /images/ is served from: the built images (photos with their variants) in production;
   * by default the catalogue's own images, whose photo variants are then made on request.
   */
  images?: string
  getContent: () => Content
  /** Serves pages and client assets: Vike's renderer (and in development, Vite's middleware). */
  pages?: Middleware[]
  /** Development serves Vite's inline scripts, which a strict Content-Security-Policy would block. */
  development?: boolean
  /** How many proxies in front may set X-Forwarded-For/-Proto/-Host (TRUST_PROXY); 0 trusts none. */
  trustProxy?: number
  logger?: Logger
  health?: Health
  /** True once the server is shutting down: every answer then closes its connection. */
  stopping?: () => boolean
  /** Bytes of prepared answers (bodies in every encoding) kept for repeated URLs. */
  answerCacheBytes?: number
  /**
   * Whether a kept answer is sent before Koa runs (the default). Off, Koa's own middleware sends
   * it: only for measuring what the fast path is worth (`BENCH_WITHOUT_FAST_PATH=1` in bench/serve.ts).
   */
  fastPath?: boolean
  /** The offers store: /api/products/:id/offers and /price-history answer from it. */
  store?: Store
  /** Asks the mail sender for a round at once, after a form queued a confirmation mail. */
  deliverMail?: () => void
  /** Price alert and newsletter requests one client may send per window (default 10 in 10 minutes). */
  subscriptionLimit?: RequestLimitOptions
}

const ALWAYS_READY: Health = { version: 'unknown', isReady: () => true }

/** The whole site as one Koa app, without listening: the server entry and the tests both use it. */
export function createApp(options: AppOptions): SiteApp {
  const { contentDir, getContent, pages = [], development = false, trustProxy = 0 } = options
  const logger = options.logger ?? createLogger(logLevelOf(process.env.LOG_LEVEL) ?? 'info')
  // maxIpsCount keeps only the addresses the trusted proxies appended; the rest could be forged.
  const app = new SiteApp({ proxy: trustProxy > 0, maxIpsCount: trustProxy })
  const security = securityHeaderList(development)
  // Answers that are already bytes are kept on their first request and then sent before Koa runs.
  const answers = new PreparedAnswers(security, options.answerCacheBytes === undefined ? {} : { maxBytes: options.answerCacheBytes })
  app.context.log = logger
  app.answers = answers
  if (options.fastPath !== false) app.fastPath = fastPath(app, answers, { getContent, logger, stopping: options.stopping ?? (() => false) })
  app.use(requestLog(logger))
  app.use(errorHandler(logger))
  app.use(securityHeaders(security))
  app.use(rememberAnswers(answers, getContent))
  app.use(shownPrices(getContent))
  app.use(compression())
  app.use(conditional())
  app.use(etag())
  app.use(apiHeaders(() => getContent().site.cache))
  app.use(sendKnownAnswer(answers, getContent))
  app.use(apiBodies(getContent))
  const api = productRoutes(getContent, options.health ?? ALWAYS_READY, options.store)
  app.use(api.routes())
  app.use(apiFallback(api))
  if (options.store) app.use(subscriptionRoutes({ getContent, store: options.store, ...(options.deliverMail ? { deliverNow: options.deliverMail } : {}), ...(options.subscriptionLimit ? { requestLimit: options.subscriptionLimit } : {}) }).routes())
  app.use(pageMethods())
  app.use(seoRoutes(getContent).routes())
  app.use(catalogueImages(options.images ?? join(contentDir, IMAGES_DIR), { variants: !options.images }))
  app.use(canonicalUrls(getContent))
  for (const middleware of pages) app.use(middleware)
  app.on('error', (error: NodeJS.ErrnoException) => logServerError(logger, error))
  return app
}

/** A visitor who leaves mid-download is not a server fault; anything else is logged with its stack. */
function logServerError(logger: Logger, error: NodeJS.ErrnoException) {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return
  logger.error({ err: error }, 'server error')
}
