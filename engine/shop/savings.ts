/** Savings percent: round((regular - discount) / regular x 100), only when both prices exist. */
export function savingsPercent(price: { regular?: number; discount?: number } | undefined): number | undefined {
  if (!price?.regular || price.discount === undefined || price.discount >= price.regular) return undefined
  return Math.round(((price.regular - price.discount) / price.regular) * 100)
}
