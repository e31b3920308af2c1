/** A product's best price on one UTC day (YYYY-MM-DD); money in dollars. */
export type DayPrice = { day: string; price: number }

/** One price a retailer reported for a product, as the offers store keeps every observation. */
type PriceObservation = {
  productId: string
  retailerId: string
  /** ISO 8601 UTC. */
  readAt: string
  price: number
  shipping: number
  availability: string
}

/**
 * Every product's best price per day, oldest day first: on each day, each retailer's last
 * observation of the day counts, and the best price is that of the cheapest landed offer in stock,
 * the same rule the current price follows. A day on which no retailer had the product in stock
 * has no entry.
 */
export function dailyBestPrices(observations: Iterable<PriceObservation>): Map<string, DayPrice[]> {
  const latest = new Map<string, Map<string, Map<string, PriceObservation>>>()
  for (const observation of observations) {
    const days = latest.get(observation.productId) ?? new Map<string, Map<string, PriceObservation>>()
    latest.set(observation.productId, days)
    const day = observation.readAt.slice(0, 10)
    const retailers = days.get(day) ?? new Map<string, PriceObservation>()
    days.set(day, retailers)
    const seen = retailers.get(observation.retailerId)
    if (!seen || seen.readAt <= observation.readAt) retailers.set(observation.retailerId, observation)
  }
  const best = new Map<string, DayPrice[]>()
  for (const [productId, days] of latest) {
    const list: DayPrice[] = []
    for (const [day, retailers] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
      const price = bestOfDay([...retailers.values()])
      if (price !== undefined) list.push({ day, price })
    }
    best.set(productId, list)
  }
  return best
}

function bestOfDay(observations: readonly PriceObservation[]): number | undefined {
  let best: PriceObservation | undefined
  for (const observation of observations) {
    if (observation.availability !== 'in_stock') continue
    const landed = observation.price + observation.shipping
    if (!best || landed < best.price + best.shipping || (landed === best.price + best.shipping && observation.price < best.price)) best = observation
  }
  return best?.price
}
