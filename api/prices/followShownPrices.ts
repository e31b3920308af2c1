import { performance } from 'node:perf_hooks'
import type { Catalogue } from '../../engine/catalogue/Catalogue.ts'
import { rankingMoves } from '../../engine/catalogue/priceMoves.ts'
import type { Content } from '../../engine/load/Content.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { followPrices } from './followPrices.ts'
import type { Logger } from '../process/logger.ts'
import type { Store } from '../store/database/openStore.ts'
import { productsChangedSince } from '../store/read/productsChangedSince.ts'
import { pagesShowing, regeneratePages } from '../generate/regeneratePages.ts'
import type { GeneratedPage, GeneratedSite } from '../generate/regeneratePages.ts'

/**
 * The answers a serving process keeps made (the fast path's table): what a price change asks of
 * them. A kept answer showing a changed product is let go, and one made from a generated page
 * that was made again is retired with it.
 */
export type KeptAnswers = { retire: (url: string, old: GeneratedPage) => void; forgetShowing: (products: ReadonlySet<string>) => void }

/**
 * What a serving process refreshes when prices change: the snapshot its content shows (`show`), its
 * generated pages (production) and its answer table.
 */
type ShownPrices = { show: (book: OfferBook) => void; site?: GeneratedSite | undefined; answers?: KeptAnswers | undefined; getContent: () => Content; logger: Logger }

/**
 * Keeps what this process serves in step with the offers store (see followPrices): on each price
 * change, the answers in the table showing a changed product are let go (each is made again on its
 * next request; every other answer stays), and the generated pages showing one are made again in
 * the background and swapped in one by one, each serving its old body until its new one is ready.
 * Before it returns, the generated pages showing a product whose prices moved since the build read
 * them (an import between the build and this start) are made again, so a restarted or newly
 * deployed process never serves the build's older prices. dist/ is never written: the build's
 * files stay what the build made. Returns the stop.
 */
export async function followShownPrices(store: Store, shown: ShownPrices, intervalMs?: number, maxAgeHours?: number): Promise<() => void> {
  const refresh = refreshShownPrices(shown)
  // A price change moves places and awards too: the pages naming a product passed by another, or
  // an award's old and new holder, say something else though their own prices did not change.
  let shownBook: OfferBook | undefined
  let before: OfferBook | undefined
  const show = (book: OfferBook) => {
    before = shownBook
    shownBook = book
    shown.show(book)
  }
  const changed = (products: ReadonlySet<string>) => {
    const catalogue = shown.getContent().catalogue
    const moved = before && shownBook ? rankingMoves(catalogue.at(before), catalogue.at(shownBook)) : new Set<string>()
    // The snapshot before is read for the moves only: kept, it would hold a second snapshot's prices and rankings.
    before = undefined
    return refresh(moved.size ? new Set([...products, ...moved]) : products)
  }
  const stop = await followPrices(store, { show, changed }, shown.logger, intervalMs, maxAgeHours)
  if (shown.site?.prices) {
    // The build's snapshot is known by its version only: every product of a category where a price
    // moved may have moved in its ranking.
    const catalogue = shown.getContent().catalogue
    await refresh(withTheirCategories(await productsChangedSince(store, shown.site.prices, catalogue.prices.book), catalogue))
  }
  return stop
}

/** The products, with every other product of their categories. */
function withTheirCategories(products: ReadonlySet<string>, catalogue: Catalogue): ReadonlySet<string> {
  const categories = new Set([...products].flatMap((id) => catalogue.byId(id)?.category ?? []))
  if (categories.size === 0) return products
  return new Set([...products, ...[...categories].flatMap((slug) => (catalogue.category(slug)?.data ?? []).map((product) => product.id))])
}

/**
 * The handler of one price change. Changes that come while pages are being made again wait, and
 * are made together in the next round, so a page is never made twice at once. The promise it
 * returns settles once the pages showing the change are made again.
 */
function refreshShownPrices({ site, answers, getContent, logger }: ShownPrices): (changed: ReadonlySet<string>) => Promise<void> {
  const pending = new Set<string>()
  let running: Promise<void> | undefined
  const round = async (products: ReadonlySet<string>) => {
    const started = performance.now()
    const urls = site ? pagesShowing(site.pages, products) : []
    const failed = site ? await regeneratePages(site, urls, getContent, (url, old) => answers?.retire(url, old)) : []
    // A view rendered from the old prices while the new ones were being read may have been kept meanwhile.
    answers?.forgetShowing(products)
    const done = urls.length - failed.length
    const ms = Math.round(performance.now() - started)
    logger.info({ pages: done, products: products.size, ms, urls: urls.slice(0, 5) }, `regenerated ${done} generated page(s) showing the ${products.size} product(s) whose prices, places or awards changed, in ${ms} ms`)
    if (failed.length) logger.warn({ urls: failed.slice(0, 5), count: failed.length }, `${failed.length} generated page(s) could not be made again; they keep their previous prices until those expire`)
  }
  const run = async () => {
    try {
      while (pending.size > 0) {
        const products = new Set(pending)
        pending.clear()
        await round(products)
      }
    } catch (error) {
      logger.error({ err: error }, 'making generated pages again failed; they keep their previous prices until those expire')
    } finally {
      running = undefined
    }
  }
  return (changed) => {
    if (changed.size === 0) return Promise.resolve()
    answers?.forgetShowing(changed)
    for (const id of changed) pending.add(id)
    // A round under way takes the new products in its next turn.
    running ??= run()
    return running
  }
}
