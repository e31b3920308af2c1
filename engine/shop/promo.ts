export type PromoTiming = { intervalSeconds: number; visibleSeconds: number; productIndex: number }

/** SPEC section 4: the product at the configured index (the 8th); fewer products, no promo. */
export function promoProduct<T>(products: readonly T[], timing: PromoTiming): T | undefined {
  return products[timing.productIndex]
}

/**
 * Whether the promo is open `elapsedMs` after the page started: it opens at every whole interval
 * (20 s, 40 s, ...) and closes itself `visibleSeconds` later. A user's close lasts until the next opening.
 */
export function promoOpenAt(elapsedMs: number, timing: PromoTiming): boolean {
  const interval = timing.intervalSeconds * 1000
  if (elapsedMs < interval) return false
  return elapsedMs % interval < timing.visibleSeconds * 1000
}
