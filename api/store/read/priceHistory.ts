import type { Store } from '../database/openStore.ts'
import type { Availability } from '../database/StoreDatabase.ts'
import { daysBefore } from '../../../engine/format/dates.ts'

type PricePoint = { readAt: string; price: number; availability: Availability }
type RetailerHistory = { retailer: { id: string; name: string }; points: PricePoint[] }
type PriceHistory = {
  /** The span asked for, ending at the product's newest price (not the clock: a demo data set keeps its own date). */
  days: number
  from: string | null
  to: string | null
  retailers: RetailerHistory[]
  /** The lowest in-stock price of the span, at any retailer; null when none was in stock. */
  lowest: { price: number; readAt: string; retailer: string } | null
}

/** Every price of the product's last `days` days, per retailer, oldest first. */
export async function priceHistory(store: Store, productId: string, days: number): Promise<PriceHistory> {
  const newest = await store.db.selectFrom('offers').select((eb) => eb.fn.max('read_at').as('to')).where('product_id', '=', productId).executeTakeFirst()
  const to = newest?.to ?? null
  if (!to) return { days, from: null, to: null, retailers: [], lowest: null }
  const from = daysBefore(to, days).toISOString()
  const rows = await store.db
    .selectFrom('price_observations')
    .innerJoin('retailers', 'retailers.id', 'price_observations.retailer_id')
    .select(['retailers.id', 'retailers.name', 'price_observations.read_at', 'price_observations.price_cents', 'price_observations.availability'])
    .where('price_observations.product_id', '=', productId)
    .where('price_observations.read_at', '>', from)
    .where('price_observations.read_at', '<=', to)
    .orderBy('retailers.id')
    .orderBy('price_observations.read_at')
    .execute()
  const retailers = new Map<string, RetailerHistory>()
  let lowest: PriceHistory['lowest'] = null
  for (const row of rows) {
    const history = retailers.get(row.id) ?? { retailer: { id: row.id, name: row.name }, points: [] }
    retailers.set(row.id, history)
    const point = { readAt: row.read_at, price: row.price_cents / 100, availability: row.availability }
    history.points.push(point)
    if (point.availability === 'in_stock' && (!lowest || point.price < lowest.price)) lowest = { price: point.price, readAt: point.readAt, retailer: row.id }
  }
  return { days, from, to, retailers: [...retailers.values()], lowest }
}
