import type { DayPrice } from './dailyBestPrices.ts'

const DAY_MS = 86_400_000

/**
 * The day strings of day numbers, shared by every history: only dates are kept, so it holds the
 * few thousand days of the years read at most, and a list made from a history makes no new string.
 */
const dayStrings = new Map<number, string>()

function dayOf(number: number): string {
  let day = dayStrings.get(number)
  if (day === undefined) dayStrings.set(number, (day = new Date(number * DAY_MS).toISOString().slice(0, 10)))
  return day
}

/** A day (YYYY-MM-DD) as its number of days since 1970-01-01. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

/**
 * A product's best price per day, oldest day first, packed into two typed arrays. An offers
 * snapshot holds a year of them per product: at 10,000 products 3.6 million days, which as
 * objects were most of a serving process's snapshot and packed take 12 bytes each. `list()` gives
 * the days as objects for the price rules and the chart: made on each call, let go after it.
 */
export class PriceDays {
  readonly #days: Int32Array
  readonly #prices: Float64Array

  private constructor(days: Int32Array, prices: Float64Array) {
    this.#days = days
    this.#prices = prices
  }

  /** No day: the history of a product without one. */
  static readonly NONE = new PriceDays(new Int32Array(0), new Float64Array(0))

  /** The days as given, oldest first. */
  static of(days: readonly DayPrice[]): PriceDays {
    return new PriceDays(Int32Array.from(days, ({ day }) => dayNumber(day)), Float64Array.from(days, ({ price }) => price))
  }

  /** The days of a list of `YYYY-MM-DD:cents` entries, oldest first, as the store hands them over. */
  static parse(entries: readonly string[]): PriceDays {
    const days = new Int32Array(entries.length)
    const prices = new Float64Array(entries.length)
    entries.forEach((entry, index) => {
      days[index] = dayNumber(entry.slice(0, 10))
      prices[index] = Number(entry.slice(11)) / 100
    })
    return new PriceDays(days, prices)
  }

  get length(): number {
    return this.#days.length
  }

  /** Every day, oldest first. */
  list(): DayPrice[] {
    return Array.from(this.#days, (day, index) => ({ day: dayOf(day), price: this.#prices[index]! }))
  }

  /** Whether both hold the same prices on the same days. */
  equals(other: PriceDays): boolean {
    const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value: number, index: number) => value === b[index])
    return this === other || (same(this.#days, other.#days) && same(this.#prices, other.#prices))
  }

  /** The days from `from` (YYYY-MM-DD) on: this history itself when it starts there or later. */
  since(from: string): PriceDays {
    const first = dayNumber(from)
    const start = this.#days.findIndex((day) => day >= first)
    if (start === 0) return this
    return start < 0 ? PriceDays.NONE : new PriceDays(this.#days.slice(start), this.#prices.slice(start))
  }
}
