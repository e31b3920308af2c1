export type PromoTiming = { intervalSeconds: number; visibleSeconds: number; productIndex: number }

/** The promoted product: the one at the configured index (the 8th); fewer products, no promo. */
export function promoProduct<T>(products: readonly T[], timing: PromoTiming): T | undefined {
  return products[timing.productIndex]
}

/**
 * Whether the promo is open `elapsedMs` after the page started, left alone: it opens at every
 * whole interval (20 s, 40 s, ...) and closes itself `visibleSeconds` later.
 */
export function promoOpenAt(elapsedMs: number, timing: PromoTiming): boolean {
  const interval = timing.intervalSeconds * 1000
  if (elapsedMs < interval) return false
  return elapsedMs % interval < timing.visibleSeconds * 1000
}

/** Which opening (1 for the one at 20 s, 2 at 40 s, ...) is showing at `elapsedMs`, or undefined when closed. */
export function promoOpening(elapsedMs: number, timing: PromoTiming): number | undefined {
  return promoOpenAt(elapsedMs, timing) ? Math.floor(elapsedMs / (timing.intervalSeconds * 1000)) : undefined
}

/**
 * Milliseconds from `elapsedMs` until the next whole interval after the page started: when a
 * closed promo opens again. Held open past its time by hover or focus, it keeps that rhythm.
 */
export function msUntilNextOpening(elapsedMs: number, timing: Pick<PromoTiming, 'intervalSeconds'>): number {
  const interval = timing.intervalSeconds * 1000
  return interval - (Math.max(0, elapsedMs) % interval)
}

/** Milliseconds from `elapsedMs` until the promo next opens or closes: when to look again. */
export function msUntilPromoChange(elapsedMs: number, timing: PromoTiming): number {
  const interval = timing.intervalSeconds * 1000
  const visible = timing.visibleSeconds * 1000
  if (elapsedMs < interval) return interval - elapsedMs
  const intoCycle = elapsedMs % interval
  return intoCycle < visible ? visible - intoCycle : interval - intoCycle
}
