import { useOfferBook } from '../engine/shop/offerBook.ts'
import type { Logger } from './logger.ts'
import type { Store } from './store/openStore.ts'
import { readOfferBook } from './store/read/readOfferBook.ts'
import { readOfferBookChanges } from './store/read/readOfferBookChanges.ts'
import { readPriceVersion } from './store/read/storeState.ts'

/** How often a serving process asks the store whether prices moved: one tiny read. */
export const PRICE_POLL_MS = 2_000

/**
 * Reads the store's offers into the snapshot pages render from, then keeps it current: every
 * `intervalMs` it reads the store's price version and, when an import moved it, reads the offers
 * again and calls `onChange` (the server then answers from a fresh table, not from pages rendered
 * with the old prices). A failed poll is logged and tried again on the next tick. Returns the stop.
 * `maxAgeHours` is how long a price is shown as current (site.yaml's `priceFreshness.maxAgeHours`).
 */
export async function followPrices(store: Store, onChange: () => void, logger: Logger, intervalMs = PRICE_POLL_MS, maxAgeHours?: number): Promise<() => void> {
  let book = await readOfferBook(store, maxAgeHours)
  useOfferBook(book)
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    void (async () => {
      try {
        if ((await readPriceVersion(store)) === book.version) return
        book = (await readOfferBookChanges(store, book, maxAgeHours)).book
        useOfferBook(book)
        onChange()
        logger.info({ priceVersion: book.version }, 'prices changed in the offers store; pages show the new ones')
      } catch (error) {
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the offers store could not be read; pages keep the prices read before')
      } finally {
        busy = false
      }
    })()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
