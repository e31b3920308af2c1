/** The price a shopper pays is the discount if present, else the regular price, else 0. */
export function effectivePrice(price: { regular?: number | undefined; discount?: number | undefined } | undefined): number {
  return price?.discount ?? price?.regular ?? 0
}

/** Made once: toLocaleString builds a formatter on every call, a measurable cost over a thousand pages. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "$1,149.00" */
export function formatPrice(amount: number): string {
  return USD.format(amount)
}
