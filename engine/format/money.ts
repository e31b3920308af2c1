/**
 * Every amount of money the site writes, and every count, through formatters made once per
 * currency and style (building an Intl.NumberFormat costs more than using it, over a thousand pages).
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.NumberFormat('en-US', { style: 'currency', currency, ...(cents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }) })
    formatters.set(key, made)
  }
  return made
}

/** A price in dollars and cents: "$1,149.00". */
export function formatPrice(amount: number): string {
  return formatMoney(amount)
}

/**
 * An amount in its currency, with cents ("$1,149.00", "€12.50"); or, with `wholeWithoutCents`,
 * a whole amount without them ("$700", but "$699.50"), for limits and chart scales.
 */
export function formatMoney(amount: number, currency = 'USD', { wholeWithoutCents = false } = {}): string {
  // Intl knows currencies by their three-letter code; anything else is written after the amount.
  if (!/^[A-Z]{3}$/.test(currency)) return `${amount.toFixed(2)} ${currency}`
  return formatter(currency, !(wholeWithoutCents && Number.isInteger(amount))).format(amount)
}

const COUNT = new Intl.NumberFormat('en-US')

/** A count with thousands separated: "22,179" (ratings, reviews). */
export function formatCount(count: number): string {
  return COUNT.format(count)
}

/** The price a shopper pays is the discount if present, else the regular price, else 0. */
export function effectivePrice(price: { regular?: number | undefined; discount?: number | undefined } | undefined): number {
  return price?.discount ?? price?.regular ?? 0
}

/** An amount kept in cents (the offers store, price alerts) as `formatMoney` writes it: "$1,149.00". */
export function formatCents(cents: number, currency = 'USD'): string {
  return formatMoney(cents / 100, currency)
}
