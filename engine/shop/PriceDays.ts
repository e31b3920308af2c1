import type { DayPrice } from './dailyBestPrices.ts'
import { DAY_MS } from '../format/dates.ts'

/** The store's text holds little-endian integers; a big-endian machine swaps them as it reads and writes. */
const BIG_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 0

/**
 * The day (YYYY-MM-DD) of a number of days since 1970-01-01. Made on each call: the price rules and
 * the page prints read day numbers, so only the chart and the lows beside it turn days into strings.
 */
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10)

/** A day (YYYY-MM-DD) as its number of days since 1970-01-01. */
export const dayNumber = (day: string): number => dayNumberAt(day, 0)

/**
 * The day written at `at` (YYYY-MM-DD) as its number of days since 1970-01-01, read digit by digit
 * (Hinnant's days-from-civil): a bulk load of the demo feed packs millions of them, and no Date is made for one.
 */
function dayNumberAt(text: string, at: number): number {
  const month = digitsAt(text, at + 5, 2)
  const year = digitsAt(text, at, 4) - (month <= 2 ? 1 : 0)
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + digitsAt(text, at + 8, 2) - 1
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
}

/** The number written in `count` decimal digits at `from`. */
function digitsAt(text: string, from: number, count: number): number {
  let value = 0
  for (let index = from; index < from + count; index++) value = value * 10 + text.charCodeAt(index) - 48
  return value
}

/**
 * A product's best price per day, oldest day first, packed into two typed arrays. An offers
 * snapshot holds a year of them per product: at 10,000 products 3.6 million days, which as
 * objects were most of a serving process's snapshot and packed take 8 bytes each (the day's
 * number and the price in cents). The price rules read them in place (`indexFrom`, `dayAt`,
 * `priceAt`); `list()` gives them as objects for the chart, made on each call.
 */
export class PriceDays {
  readonly #days: Int32Array
  /** Each day's price in cents: the store's own unit, half the bytes of a float. */
  readonly #cents: Int32Array

  private constructor(days: Int32Array, cents: Int32Array) {
    this.#days = days
    this.#cents = cents
  }

  /** No day: the history of a product without one. */
  static readonly NONE = new PriceDays(new Int32Array(0), new Int32Array(0))

  /** The days as given, oldest first. */
  static of(days: readonly DayPrice[]): PriceDays {
    return new PriceDays(Int32Array.from(days, ({ day }) => dayNumber(day)), Int32Array.from(days, ({ price }) => Math.round(price * 100)))
  }

  /**
   * The days of the store's text of them (as `storeText` writes it): read at a serving process's
   * start for every product, so the text is the packed arrays themselves, decoded in one step.
   */
  static parse(text: string): PriceDays {
    const bytes = Buffer.from(text, 'base64')
    // Copied into arrays of their own: a small buffer shares a pool at any offset, and the days outlive it.
    const packed = new Int32Array(bytes.length >> 2)
    new Uint8Array(packed.buffer).set(bytes.subarray(0, packed.length << 2))
    if (BIG_ENDIAN) Buffer.from(packed.buffer).swap32()
    const count = packed.length >> 1
    return count === 0 ? PriceDays.NONE : new PriceDays(packed.subarray(0, count), packed.subarray(count))
  }

  /**
   * The store's text of a product's days (day and price in cents, oldest first), as `parse` reads
   * it: the day numbers then the cents, 32-bit little-endian integers, in base64.
   */
  static storeText(days: Iterable<readonly [day: string, cents: number]>): string {
    const list = [...days]
    const packed = new Int32Array(list.length * 2)
    list.forEach(([day, cents], index) => {
      packed[index] = dayNumber(day)
      packed[list.length + index] = cents
    })
    const bytes = Buffer.from(packed.buffer)
    return (BIG_ENDIAN ? Buffer.from(bytes).swap32() : bytes).toString('base64')
  }

  get length(): number {
    return this.#days.length
  }

  /** The day number (see `dayNumber`) of the entry at `index`, oldest first. */
  dayAt(index: number): number {
    return this.#days[index]!
  }

  /** The price of the entry at `index`. */
  priceAt(index: number): number {
    return this.#cents[index]! / 100
  }

  /** The entry at `index` as a day and price. */
  entryAt(index: number): DayPrice {
    return { day: dayOf(this.#days[index]!), price: this.#cents[index]! / 100 }
  }

  /** The index of the first entry on or after the day number `day` (the length when none is). */
  indexFrom(day: number): number {
    let low = 0
    let high = this.#days.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.#days[middle]! < day) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Every day, oldest first. */
  list(): DayPrice[] {
    return Array.from(this.#days, (day, index) => ({ day: dayOf(day), price: this.#cents[index]! / 100 }))
  }

  /** The days and prices as one text, the same for the same history and made without dates: what a page's inputs hash. */
  key(): string {
    return `${this.#days.join(' ')}=${this.#cents.join(' ')}`
  }

  /** Whether both hold the same prices on the same days. */
  equals(other: PriceDays): boolean {
    const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value: number, index: number) => value === b[index])
    return this === other || (same(this.#days, other.#days) && same(this.#cents, other.#cents))
  }

  /** The days from `from` (YYYY-MM-DD) on: this history itself when it starts there or later. */
  since(from: string): PriceDays {
    const start = this.indexFrom(dayNumber(from))
    if (start === 0) return this
    return start === this.length ? PriceDays.NONE : new PriceDays(this.#days.slice(start), this.#cents.slice(start))
  }
}
