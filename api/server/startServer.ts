import { join } from 'node:path'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { NO_OFFERS } from '../../engine/shop/offerBook.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { createApp } from './app.ts'
import { precompiledValidator } from '../../engine/content/schemaValidator.server.ts'
import { builtImagesDir, checkedContentPath, contentValuesPath, precompiledSchemasPath } from '../generate/generatedFiles.ts'
import { loadServedContent } from './servedContent.ts'
import { isRecordedChecked } from '../../engine/content/checkedContent.server.ts'
import { checkBuildParts, PAGE_THREAD_WORKER } from './buildParts.ts'
import { pageThread } from './pageThread.ts'
import { buildVersion } from './buildVersion.server.ts'
import type { ServerConfig } from './config.ts'
import { createHttpServer, listen } from './listen.ts'
import type { Logger } from '../process/logger.ts'
import { trackForShutdown } from './shutdown.ts'
import { loadRenderer, warmUp } from './warmUp.ts'
import { onStopSignal } from './stopSignals.ts'
import { oldPricesWarning } from './oldPricesWarning.ts'
import { followShownPrices } from '../prices/followShownPrices.ts'
import { loadGenerated } from '../middleware/generatedPages.ts'
import { openServerStore } from './serverStore.ts'
import { mailSettings, startMailDelivery } from '../mail/mailDelivery.ts'
import { siteMiddleware } from './siteMiddleware.ts'
import { followContent } from '../publish/followContent.ts'
import { previewPages } from '../publish/previewPages.ts'

/**
 * One serving process: checks the content and the build, listens, and on SIGTERM or SIGINT
 * shuts down within the deadline. Every reason it cannot start is thrown as a StartupError.
 * `root` is the project (code and build); `contentDir` holds pages-config/ and api/catalogue/.
 */
export async function startServer(root: string, config: ServerConfig, logger: Logger, contentDir: string = root, contentDigest?: Promise<string | undefined>): Promise<void> {
  if (config.production) {
    checkBuildParts(root)
    await loadRenderer(root)
  }
  // The build's compiled schemas, unless the schemas changed since: then they compile here.
  const validator = config.production ? precompiledValidator(precompiledSchemasPath(root)) : undefined
  // In production, content file for file the one the build checked is not checked again (see ContentReading).
  // `contentDigest`: the content folder's digest, when the caller has it worked out beside the start.
  const checked = config.production && isRecordedChecked(checkedContentPath(root), contentDir, await contentDigest)
  const reading = { production: config.production, checked, contentCacheBytes: config.contentCacheBytes }
  let content = loadServedContent(root, contentDir, reading, validator)
  const started = content
  // The content as pages show it: at the offers snapshot the store gave last (none until it is read).
  let book: OfferBook = NO_OFFERS
  let shown = content
  const getContent = () => shown
  // Worked out when the content or the snapshot changes, not on each request.
  const show = (next: { content?: Content; book?: OfferBook }) => {
    content = next.content ?? content
    book = next.book ?? book
    shown = pricedContent(content, book)
  }
  // The generated pages (the manifest; each file is read on request) are made again when an import changes a price they show.
  const generated = config.production ? loadGenerated(root) : undefined
  // A round of many such pages is made on a thread that reads this content the same way (a published version's are made here).
  if (generated) {
    const data = { root, contentDir, reading, stylesheets: generated.stylesheets }
    generated.thread = pageThread(join(root, PAGE_THREAD_WORKER), data, { minPages: config.pageThreadPages, serves: () => content === started, logger })
  }
  const mode = generated ? ({ production: true, sectionGallery: config.sectionGallery, renderLimit: config.renderLimit, generated } as const) : { production: false as const, onContent: (next: Content) => show({ content: next }) }
  const store = await openServerStore(root, contentDir, content, logger)
  // In production, published content versions are previewed at their secret address (npm run publish -- --preview).
  const pages = [...(config.production ? [previewPages(store, contentDir, getContent, validator)] : []), ...(await siteMiddleware(root, getContent, mode, contentDir))]
  let shutdown: ReturnType<typeof trackForShutdown> | undefined
  // Ready once a page of each kind has been rendered (development renders on demand anyway).
  let warm = !config.production
  const health = { version: buildVersion(root), isReady: () => warm && !shutdown?.stopping, state: () => (shutdown?.stopping ? 'stopping' : 'starting') }
  // Production serves the built images, variants included; development makes variants on request.
  const images = config.production ? { images: builtImagesDir(root) } : {}
  const stopping = () => shutdown?.stopping ?? false
  const mail = startMailDelivery(store, mailSettings(content.site.url), logger)
  const app = createApp({ contentDir: contentDir, ...images, getContent, pages, development: !config.production, trustProxy: config.trustProxy, answerCacheBytes: config.answerCacheBytes, logger, health, stopping, store, deliverMail: mail.deliverNow })
  // Prices are read from the store's snapshot; when an import moves them, only the answers and the
  // generated pages showing a changed product are made again.
  const stopFollowing = await followShownPrices(store, { show: (next) => show({ book: next }), site: generated, answers: app.answers, getContent, logger }, undefined, content.site.priceFreshness.maxAgeHours)
  // Content published to the store (npm run publish) is followed like prices: checked, then
  // switched in with the generated pages it changed made again. Development follows the files.
  const stopContent = config.production ? await followContent(store, contentDir, { shown: getContent, show: (next) => show({ content: next }), site: generated, answers: app.answers, logger, buildValues: contentValuesPath(root), validator }) : () => {}
  const server = createHttpServer(app, config)
  shutdown = trackForShutdown(server)
  const port = await listen(server, config)
  // From here on a stop signal stops the server gracefully, even during the warm-up.
  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down')
    const clean = await shutdown.close(config.shutdownTimeoutMs)
    if (!clean) logger.warn({ deadlineMs: config.shutdownTimeoutMs }, 'shutdown deadline reached; open connections were cut')
    stopFollowing()
    stopContent()
    generated?.made.remove()
    await mail.stop()
    await store.close()
    logger.flush()
    process.exit(clean ? 0 : 1)
  }
  onStopSignal((name) => void stop(name))
  if (config.production) {
    await warmUp(getContent(), logger)
    warm = true
  }
  // Said once ready: every kind of page has been rendered, and /api/health answers 200.
  logger.info({ port, version: health.version }, `${content.site.name} is serving on http://localhost:${port}${config.production ? '' : ' (development)'}`)
  const oldPrices = oldPricesWarning(getContent(), new Date())
  if (oldPrices) logger.warn({ dataAsOf: content.site.dataAsOf }, oldPrices)
}
