import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { judgedAt, priceExpiry } from '../../engine/shop/priceDate.ts'

/**
 * The moment the first price shown by an answer showing these products expires (ms since the
 * epoch): the earliest expiry still to come among their offers. Undefined when none will: demo
 * prices (judged against the data set's own date), prices already too old (shown as "Check price
 * at", which only an import changes), or no offers.
 */
export function shownPricesExpire(products: Iterable<string>, book: OfferBook): number | undefined {
  if (book.asOf !== undefined) return undefined
  const now = judgedAt(book)
  let first: number | undefined
  for (const id of products) {
    for (const offer of book.offers.get(id) ?? []) {
      const expiry = priceExpiry(offer, book)
      if (expiry > now && (first === undefined || expiry < first)) first = expiry
    }
  }
  return first
}

const LIFETIMES = ['max-age', 's-maxage', 'stale-while-revalidate', 'stale-if-error'] as const

/**
 * A Cache-Control value whose lifetimes end by `expiresAt`: max-age and s-maxage at most the
 * seconds left, and stale-while-revalidate and stale-if-error at most what is left after the
 * longer of the two, so no cache serves the answer, fresh or stale, once a price it shows is too
 * old. Other directives are kept as they are.
 */
export function capCacheControl(value: string, expiresAt: number | undefined, now: number = Date.now()): string {
  if (expiresAt === undefined) return value
  const left = Math.max(0, Math.floor((expiresAt - now) / 1000))
  const directives = value.split(',').map((part) => part.trim())
  const seconds = (name: string) => {
    const found = directives.find((part) => part.toLowerCase().startsWith(`${name}=`))
    return found === undefined ? undefined : Number(found.slice(name.length + 1))
  }
  const fresh = Math.max(Math.min(seconds('max-age') ?? 0, left), Math.min(seconds('s-maxage') ?? 0, left))
  const limit = { 'max-age': left, 's-maxage': left, 'stale-while-revalidate': left - fresh, 'stale-if-error': left - fresh }
  return directives
    .map((part) => {
      const name = LIFETIMES.find((lifetime) => part.toLowerCase().startsWith(`${lifetime}=`))
      return name ? `${name}=${Math.min(seconds(name) ?? 0, limit[name])}` : part
    })
    .join(', ')
}
