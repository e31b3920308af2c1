/** SPEC section 3: the price a shopper pays is the discount if present, else the regular price, else 0. */
export function effectivePrice(price: { regular?: number | undefined; discount?: number | undefined } | undefined): number {
  return price?.discount ?? price?.regular ?? 0
}

// One formatter for every price: toLocaleString with options builds a new one per call, which
// was the largest single cost of re-checking a thousand reviews (docs/performance.md).
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "$1,149.00" */
export function formatPrice(amount: number): string {
  return USD.format(amount)
}
