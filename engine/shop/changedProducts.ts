import type { BookOffer, OfferBook } from './offerBook.ts'
import type { PriceDays } from './PriceDays.ts'

/**
 * The products whose shown prices differ between two snapshots of the offers: an offer added,
 * dropped or moved (price, shipping, availability, link, retailer, time read), another best
 * offer, or another daily price history. When the snapshots judge prices differently (demo or
 * live, the demo's own date, the allowed age), every product either one prices has changed, as
 * each page showing a price may now say something else about it.
 */
export function changedProducts(before: OfferBook, after: OfferBook): ReadonlySet<string> {
  const ids = new Set([...before.offers.keys(), ...after.offers.keys(), ...(before.history?.keys() ?? []), ...(after.history?.keys() ?? [])])
  if (before.demo !== after.demo || before.asOf !== after.asOf || before.maxAgeHours !== after.maxAgeHours) return ids
  const changed = new Set<string>()
  for (const id of ids) {
    const offersMoved = !sameList(before.offers.get(id), after.offers.get(id), sameOffer)
    if (offersMoved || !sameDays(before.history?.get(id), after.history?.get(id))) changed.add(id)
  }
  return changed
}

function sameList<T>(a: readonly T[] = [], b: readonly T[] = [], same: (x: T, y: T) => boolean): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => same(item, b[index]!)))
}

function sameOffer(a: BookOffer, b: BookOffer): boolean {
  return (
    a.retailer.id === b.retailer.id &&
    a.retailer.name === b.retailer.name &&
    a.retailer.disclosure === b.retailer.disclosure &&
    a.link === b.link &&
    a.price === b.price &&
    a.shipping === b.shipping &&
    a.landedPrice === b.landedPrice &&
    a.currency === b.currency &&
    a.availability === b.availability &&
    a.readAt === b.readAt &&
    a.priceUntil === b.priceUntil
  )
}

/** Two histories alike; none is alike an empty one. */
const sameDays = (a: PriceDays | undefined, b: PriceDays | undefined) => (a && b ? a.equals(b) : (a?.length ?? 0) === 0 && (b?.length ?? 0) === 0)
