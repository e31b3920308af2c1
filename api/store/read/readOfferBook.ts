import type { BookOffer, OfferBook } from '../../../engine/shop/offerBook.ts'
import { byBestOffer } from '../../../engine/shop/offerBook.ts'
import { demoAsOf } from '../../../engine/shop/priceAge.ts'
import type { Store } from '../openStore.ts'
import { offerOfRow, selectOffers } from './offersOf.ts'
import { readPriceDays } from './readPriceDays.ts'
import { readDemoMark, readPriceVersion } from './storeState.ts'

/**
 * Every product's current offers and its daily best prices over the last year, each read in one
 * pass, with the price version they were read at and whether they are the demo feed's: the
 * snapshot pages render prices from. `maxAgeHours` is how long a price is shown as current
 * (site.yaml's `priceFreshness.maxAgeHours`); demo prices are judged against the data set's own
 * date, live ones against the clock.
 */
export async function readOfferBook(store: Store, maxAgeHours?: number): Promise<OfferBook> {
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
  return { version, demo, offers, history: await readPriceDays(store), ...(demo ? { asOf: demoAsOf(offers.values()) } : {}), ...(maxAgeHours === undefined ? {} : { maxAgeHours }) }
}
