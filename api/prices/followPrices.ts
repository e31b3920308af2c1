import { changedProducts } from '../../engine/shop/changedProducts.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import type { Logger } from '../process/logger.ts'
import { pollEvery } from '../process/pollEvery.ts'
import type { Store } from '../store/database/openStore.ts'
import { readOfferBook } from '../store/read/readOfferBook.ts'
import { readOfferBookChanges } from '../store/read/readOfferBookChanges.ts'
import { readPriceVersion } from '../store/read/storeState.ts'

/** How often a serving process asks the store whether prices moved: one tiny read. */
const PRICE_POLL_MS = 2_000

/** What following the store's prices tells the serving process: each new snapshot, then what it changed. */
type PriceChanges = {
  /** The snapshot pages show from now on: the first one read, then each newer one. */
  show: (book: OfferBook) => void
  /** The products whose shown prices the newest snapshot changed (the server makes again only the answers and generated pages showing one of them). */
  changed: (products: ReadonlySet<string>) => void
}

/**
 * Reads the store's offers into the snapshot pages render from, then keeps it current: every
 * `intervalMs` it reads the store's price version and, when an import moved it, reads the offers
 * again and tells `to` of the new snapshot and of the products whose shown prices it changed. A
 * failed poll is logged and tried again on the next tick. Returns the stop.
 * `maxAgeHours` is how long a price is shown as current (site.yaml's `priceFreshness.maxAgeHours`).
 */
export async function followPrices(store: Store, to: PriceChanges, logger: Logger, intervalMs = PRICE_POLL_MS, maxAgeHours?: number): Promise<() => void> {
  let book = await readOfferBook(store, maxAgeHours)
  to.show(book)
  return pollEvery(
    intervalMs,
    async () => {
      if ((await readPriceVersion(store)) === book.version) return
      // Only the products an import touched are read again; what their pages show is judged by
      // comparing the snapshots, so a change of judgement (demo to live prices) counts as well.
      const next = (await readOfferBookChanges(store, book, maxAgeHours)).book
      const changed = changedProducts(book, next)
      book = next
      to.show(book)
      to.changed(changed)
      logger.info({ priceVersion: book.version, products: changed.size }, `prices changed in the offers store for ${changed.size} product(s); pages show the new ones`)
    },
    (reason) => logger.warn({ reason }, 'the offers store could not be read; pages keep the prices read before'),
  )
}
