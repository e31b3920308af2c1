import type { BookOffer, OfferBook } from '../../../engine/shop/offerBook.ts'
import { byBestOffer } from '../../../engine/shop/offerBook.ts'
import type { Store } from '../openStore.ts'
import { offerOfRow, selectOffers } from './offersOf.ts'
import { readPriceDays } from './readPriceDays.ts'
import { readDemoMark, readPriceVersion } from './storeState.ts'

/**
 * Every product's current offers and its daily best prices over the last year, each read in one
 * pass, with the price version they were read at and whether they are the demo feed's: the
 * snapshot pages render prices from.
 */
export async function readOfferBook(store: Store): Promise<OfferBook> {
  // The version is read first: an import committed during the read shows as a newer version next time.
  const version = await readPriceVersion(store)
  const demo = await readDemoMark(store)
  const offers = new Map<string, BookOffer[]>()
  for (const row of await selectOffers(store).execute()) {
    const list = offers.get(row.product_id) ?? []
    list.push(offerOfRow(row))
    offers.set(row.product_id, list)
  }
  for (const list of offers.values()) list.sort(byBestOffer)
  return { version, demo, offers, history: await readPriceDays(store) }
}
