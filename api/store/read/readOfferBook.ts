import type { BookOffer, OfferBook } from '../../../engine/shop/offerBook.ts'
import { byBestOffer } from '../../../engine/shop/offerBook.ts'
import type { PriceDays } from '../../../engine/shop/PriceDays.ts'
import { demoAsOf } from '../../../engine/shop/priceDate.ts'
import type { Store } from '../database/openStore.ts'
import { offerOfRow, selectOffers, SharedValues } from './offersOf.ts'
import { historyFrom, readPriceDays } from './readPriceDays.ts'
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
  const offers = groupOffers(await selectOffers(store).execute())
  // The year of history ends on the day of the newest price read (each offer is its retailer's newest).
  const newest = demoAsOf(offers.values())
  const history = newest === undefined ? new Map<string, PriceDays>() : await readPriceDays(store, historyFrom(newest))
  return bookOf({ version, demo: await readDemoMark(store), offers, history, maxAgeHours })
}

type OfferRow = Parameters<typeof offerOfRow>[0]

/** Offer rows as lists per product, each in the order pages list them. */
export function groupOffers(rows: readonly OfferRow[]): Map<string, BookOffer[]> {
  const offers = new Map<string, BookOffer[]>()
  const shared = new SharedValues()
  for (const row of rows) {
    const list = offers.get(row.product_id) ?? []
    list.push(offerOfRow(row, shared))
    offers.set(row.product_id, list)
  }
  for (const list of offers.values()) list.sort(byBestOffer)
  return offers
}

type BookParts = Pick<OfferBook, 'version' | 'demo' | 'offers'> & { history: ReadonlyMap<string, PriceDays>; maxAgeHours: number | undefined }

/** The snapshot of these parts: demo prices carry the moment they are judged against (their newest read). */
export function bookOf({ version, demo, offers, history, maxAgeHours }: BookParts): OfferBook {
  return { version, demo, offers, history, ...(demo ? { asOf: demoAsOf(offers.values()) } : {}), ...(maxAgeHours === undefined ? {} : { maxAgeHours }) }
}
