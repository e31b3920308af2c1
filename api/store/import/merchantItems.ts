import { checkFeedRow } from './FeedRow.ts'
import type { FeedRow, KnownIds } from './FeedRow.ts'
import type { MerchantItem } from './merchantFeed.ts'

/**
 * A Merchant Center item as one of our offers: matched to a catalogue product by its GTIN, else by
 * its brand and maker's part number; its price now (a sale price inside its effective dates),
 * with the moment that price stops holding; its availability, shipping and plain link.
 */

/** A catalogue product as matching needs it. */
type MatchableProduct = { id: string; gtin?: string | undefined; brand?: string | undefined; mpn?: string | undefined }

/** The catalogue's products by their GTIN (as 14 digits) and by brand and part number. */
export type ProductIndex = { byGtin: ReadonlyMap<string, string[]>; byPart: ReadonlyMap<string, string[]> }

/** What became of one item. */
type ItemOutcome = { row: FeedRow } | { unmatched: true } | { reason: string }

/** What the import of one retailer's Merchant Center feed knows besides the items. */
type MerchantContext = { retailer: string; index: ProductIndex; known: KnownIds; readAt: string; country: string }

export function productIndex(products: Iterable<MatchableProduct>): ProductIndex {
  const byGtin = new Map<string, string[]>()
  const byPart = new Map<string, string[]>()
  const add = (map: Map<string, string[]>, key: string | undefined, id: string) => key !== undefined && map.set(key, [...(map.get(key) ?? []), id])
  for (const product of products) {
    add(byGtin, gtinKey(product.gtin), product.id)
    add(byPart, partKey(product.brand, product.mpn), product.id)
  }
  return { byGtin, byPart }
}

/** The item's product, then its offer as a feed row; or why it cannot be one. */
export function itemOutcome(item: MerchantItem, context: MerchantContext): ItemOutcome {
  const matched = matchItem(item, context.index)
  if ('reason' in matched || 'unmatched' in matched) return matched
  const { fields } = item
  const regular = money(fields.price)
  if (!regular) return { reason: `price "${(fields.price ?? '').slice(0, 30)}" is not an amount with its currency (like 2999.99 USD)` }
  const price = priceAt(fields, regular, context.readAt)
  if ('reason' in price) return price
  const shipping = shippingTo(item.shipping, context.country)
  if (shipping && !money(shipping)) return { reason: `shipping price "${shipping.slice(0, 30)}" is not an amount with its currency (like 49.00 USD)` }
  const raw = {
    retailer: context.retailer,
    product: matched.product,
    url: fields.link ?? fields['plain:link'] ?? '',
    price: price.amount,
    currency: price.currency,
    shipping: shipping ? money(shipping)!.amount : '',
    availability: AVAILABILITY[fields.availability?.toLowerCase().replace(/ /g, '_') ?? ''] ?? fields.availability ?? '',
    read_at: context.readAt,
  }
  const checked = checkFeedRow(raw, context.known)
  if ('reason' in checked) return checked
  return { row: price.until === undefined ? checked.row : { ...checked.row, priceUntil: price.until } }
}

/** Merchant Center's availability values as the store's; a back-ordered item is not in stock now. */
const AVAILABILITY: Readonly<Record<string, string>> = { in_stock: 'in_stock', out_of_stock: 'out_of_stock', preorder: 'preorder', backorder: 'out_of_stock' }

function matchItem(item: MerchantItem, index: ProductIndex): { product: string } | { unmatched: true } | { reason: string } {
  const gtin = gtinKey(item.fields.gtin)
  const byGtin = gtin === undefined ? [] : (index.byGtin.get(gtin) ?? [])
  if (byGtin.length > 1) return { reason: `GTIN ${item.fields.gtin} matches ${byGtin.length} products (${byGtin.join(', ')}); a GTIN names one product` }
  if (byGtin.length === 1) return { product: byGtin[0]! }
  const part = partKey(item.fields.brand, item.fields.mpn)
  const byPart = part === undefined ? [] : (index.byPart.get(part) ?? [])
  if (byPart.length > 1) return { reason: `brand and MPN "${item.fields.brand} ${item.fields.mpn}" match ${byPart.length} products (${byPart.join(', ')})` }
  if (byPart.length === 1) return { product: byPart[0]! }
  return { unmatched: true }
}

/** A GTIN-8, -12, -13 or -14 as 14 digits, so one number written in two widths matches; undefined when it is not one. */
function gtinKey(gtin: string | undefined): string | undefined {
  const digits = gtin?.replace(/[\s-]/g, '')
  return digits !== undefined && /^(\d{8}|\d{12,14})$/.test(digits) ? digits.padStart(14, '0') : undefined
}

function partKey(brand: string | undefined, mpn: string | undefined): string | undefined {
  const words = (text: string | undefined) => text?.trim().toLowerCase().replace(/\s+/g, ' ')
  return brand?.trim() && mpn?.trim() ? `${words(brand)}\u0000${words(mpn)}` : undefined
}

/** "2999.99 USD" as its amount and currency. */
function money(text: string | undefined): { amount: string; currency: string } | undefined {
  const found = /^(\d{1,7}(?:\.\d{1,2})?)\s*([A-Za-z]{3})$/.exec(text?.trim() ?? '')
  return found ? { amount: found[1]!, currency: found[2]!.toUpperCase() } : undefined
}

type PriceNow = { amount: string; currency: string; until?: string } | { reason: string }

/**
 * The price at `readAt`: the sale price inside its effective dates (or with none given), else the
 * regular one. A price with an end is dated: a sale price until the sale's end, the regular price
 * until a later sale starts. The regular price is never taken as a "was" price: that comes from the
 * prices the store saw.
 */
function priceAt(fields: Readonly<Record<string, string>>, regular: { amount: string; currency: string }, readAt: string): PriceNow {
  if (fields.sale_price === undefined) return regular
  const sale = money(fields.sale_price)
  if (!sale) return { reason: `sale_price "${fields.sale_price.slice(0, 30)}" is not an amount with its currency (like 2499.99 USD)` }
  if (fields.sale_price_effective_date === undefined) return sale
  const dates = fields.sale_price_effective_date.split('/').map((side) => Date.parse(side.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')))
  const [from, to] = dates
  if (dates.length !== 2 || Number.isNaN(from) || Number.isNaN(to) || from! >= to!) return { reason: `sale_price_effective_date "${fields.sale_price_effective_date.slice(0, 60)}" is not two moments, start/end (like 2026-11-20T00:00-08:00/2026-11-30T23:59-08:00)` }
  const now = Date.parse(readAt)
  if (now < from!) return { ...regular, until: new Date(from!).toISOString() }
  if (now < to!) return { ...sale, until: new Date(to!).toISOString() }
  return regular
}

/** The shipping price to the site's country, else the one charge that names no country. */
function shippingTo(shipping: MerchantItem['shipping'], country: string): string | undefined {
  const to = shipping.find((charge) => charge.country?.toUpperCase() === country) ?? shipping.find((charge) => !charge.country)
  return to?.price
}
