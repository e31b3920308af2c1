import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Koa from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { NO_OFFERS } from '../../engine/shop/offerBook.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { createApp } from './app.ts'
import type { AppOptions } from './app.ts'
import { builtImagesDir, manifestPath } from '../generate/generatedFiles.ts'
import { createLogger } from '../process/logger.ts'
import { siteMiddleware } from './siteMiddleware.ts'
import { loadGenerated } from '../middleware/generatedPages.ts'
import { followShownPrices } from '../prices/followShownPrices.ts'
import { followContent } from '../publish/followContent.ts'
import { previewPages } from '../publish/previewPages.ts'
import type { Store } from '../store/database/openStore.ts'
import { openPreparedStore } from '../store/openContentStore.server.ts'
import { readOfferBook } from '../store/read/readOfferBook.ts'
import type { SiteMode } from './siteMiddleware.ts'

export type InProcessSite = { url: string; close: () => Promise<void> }

/**
 * The production app over the build in dist/, in this process, silent, on an ephemeral loopback
 * port; `url` has no trailing slash. For measuring and testing the app without a server process:
 * no cluster, no signals. The content is the project's own unless `getContent` says otherwise;
 * `renderLimit` bounds its renders as RENDER_CONCURRENCY and RENDER_QUEUE do for the server.
 * With `prices`, it shows that store's prices and follows them as the server does, asking for
 * changes every `intervalMs`. With `content`, it follows that store's published content versions
 * as the server does (the project's content is the working copy's start).
 */
export async function startInProcess(options: Partial<AppOptions> = {}, { renderLimit, prices, content }: InProcessMode = {}): Promise<InProcessSite> {
  const root = projectRoot()
  if (!existsSync(manifestPath(root))) throw new Error('no build in dist/: run `npm run build` first')
  const given = options.getContent
  const project = given ? undefined : projectContent()
  // The project's own content shows the prices of the project's store, as its server would.
  let book = project && !prices ? await readProjectPrices(root, project) : NO_OFFERS
  let shown = project && pricedContent(project, book)
  // Given content shows the prices it was given, or those of the store it follows.
  const loaded = given && !prices ? given : given ? () => pricedContent(given(), book) : () => shown!
  // A content version published to the store it follows replaces it, at the same prices.
  let published: Content | undefined
  const getContent = () => (published ? pricedContent(published, loaded().catalogue.prices.book) : loaded())
  const show = (next: OfferBook) => {
    book = next
    shown = project && pricedContent(project, book)
  }
  const generated = loadGenerated(root)
  const site = await siteMiddleware(root, getContent, { production: true, generated, ...(renderLimit ? { renderLimit } : {}) })
  const pages = content ? [previewPages(content.store, resolveContentDir(), getContent), ...site] : site
  const logger = options.logger ?? createLogger('silent')
  const app = createApp({ contentDir: root, images: builtImagesDir(root), pages, logger, ...options, getContent })
  const following = { show, site: generated, answers: app.answers, getContent, logger }
  const stopPrices = prices ? await followShownPrices(prices.store, following, prices.intervalMs, getContent().site.priceFreshness.maxAgeHours) : () => {}
  const stopContent = content ? await followContent(content.store, resolveContentDir(), { shown: getContent, show: (next) => (published = next), site: generated, answers: app.answers, logger }, content.intervalMs) : () => {}
  const listening = await listenOnLoopback(app)
  return { ...listening, close: () => (stopPrices(), stopContent(), generated.made.remove(), listening.close()) }
}

/** How the in-process app runs: its render limit, and the offers store it follows, if any. */
export type InProcessMode = Pick<SiteMode & { production: true }, 'renderLimit'> & { prices?: { store: Store; intervalMs?: number }; content?: { store: Store; intervalMs?: number } }

/** Listens on an ephemeral loopback port; `url` has no trailing slash. */
export async function listenOnLoopback(app: Koa): Promise<InProcessSite> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

async function readProjectPrices(root: string, content: Content): Promise<OfferBook> {
  const { store } = await openPreparedStore(root, root, content, { demo: true })
  try {
    return await readOfferBook(store, content.site.priceFreshness.maxAgeHours)
  } finally {
    await store.close()
  }
}

function projectContent(): Content {
  const loaded = loadContent()
  if (!loaded.ok) throw new Error(`the project's content is invalid:\n${formatProblems(loaded.problems)}`)
  return loaded.content
}
