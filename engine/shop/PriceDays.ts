import type { DayPrice } from './dailyBestPrices.ts'
import { DAY_MS } from '../format/dates.ts'

/** The store's text holds little-endian integers; a big-endian machine swaps them as it reads and writes. */
const BIG_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 0

/**
 * The day (YYYY-MM-DD) of a number of days since 1970-01-01. Made on each call: the price rules and
 * the page prints read day numbers, so only the chart and the lows beside it turn days into strings.
 */
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10)

/**
 * A day (YYYY-MM-DD) as its number of days since 1970-01-01, read digit by digit (Hinnant's
 * days-from-civil): a bulk load of the demo feed packs millions of them, and no Date is made for one.
 */
export function dayNumber(day: string): number {
  const month = digitsAt(day, 5, 2)
  const year = digitsAt(day, 0, 4) - (month <= 2 ? 1 : 0)
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + digitsAt(day, 8, 2) - 1
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
}

/** The number written in `count` decimal digits at `from`. */
function digitsAt(text: string, from: number, count: number): number {
  let value = 0
  for (let index = from; index < from + count; index++) value = value * 10 + text.charCodeAt(index) - 48
  return value
}

/**
 * A product's best price per day, oldest day first, kept as runs: each run is days in a row at one
 * price, its first day's number, its price in cents and where it ends among the days. An offers
 * snapshot holds a year of days per product (3.7 million at 10,000 products), and a price stays
 * for days or weeks: the demo feed's year is 14 days per run. Entries are still read day by day
 * (`indexFrom`, `dayAt`, `priceAt`), the price rules' loops reading the run they are in;
 * `list()` gives them as objects for the chart, made on each call.
 */
export class PriceDays {
  /** Each run's first day number. */
  readonly #first: Int32Array
  /** Each run's end: the index of the first day after it. */
  readonly #ends: Int32Array
  /** Each run's price in cents: the store's own unit. */
  readonly #cents: Int32Array
  /** The run the last read was in: reads go day after day. */
  #run = 0

  private constructor(first: Int32Array, ends: Int32Array, cents: Int32Array) {
    this.#first = first
    this.#ends = ends
    this.#cents = cents
  }

  /** No day: the history of a product without one. */
  static readonly NONE = new PriceDays(new Int32Array(0), new Int32Array(0), new Int32Array(0))

  /** The days as given, oldest first. */
  static of(days: readonly DayPrice[]): PriceDays {
    return PriceDays.#ofDays(days.map(({ day, price }) => [day, Math.round(price * 100)] as const))
  }

  /** The days (day and price in cents, oldest first) as runs. */
  static #ofDays(days: readonly (readonly [day: string, cents: number])[]): PriceDays {
    const first: number[] = []
    const ends: number[] = []
    const cents: number[] = []
    days.forEach(([day, price], index) => {
      const number = dayNumber(day)
      const last = first.length - 1
      // The day after the last run's last day, at its price, lengthens it; any other starts a run.
      if (last >= 0 && cents[last] === price && first[last]! + index - (ends[last - 1] ?? 0) === number) ends[last] = index + 1
      else {
        first.push(number)
        ends.push(index + 1)
        cents.push(price)
      }
    })
    return first.length === 0 ? PriceDays.NONE : new PriceDays(Int32Array.from(first), Int32Array.from(ends), Int32Array.from(cents))
  }

  /**
   * The days of the store's text of them (as `storeText` writes it): read at a serving process's
   * start for every product, so the text is the runs' arrays themselves, decoded in one step.
   */
  static parse(text: string): PriceDays {
    const bytes = Buffer.from(text, 'base64')
    // Copied into arrays of their own: a small buffer shares a pool at any offset, and the days outlive it.
    const packed = new Int32Array(bytes.length >> 2)
    new Uint8Array(packed.buffer).set(bytes.subarray(0, packed.length << 2))
    if (BIG_ENDIAN) Buffer.from(packed.buffer).swap32()
    const runs = Math.floor(packed.length / 3)
    return runs === 0 ? PriceDays.NONE : new PriceDays(packed.subarray(0, runs), packed.subarray(runs, 2 * runs), packed.subarray(2 * runs, 3 * runs))
  }

  /**
   * The store's text of a product's days (day and price in cents, oldest first), as `parse` reads
   * it: the runs' first days, ends and cents, 32-bit little-endian integers, in base64.
   */
  static storeText(days: Iterable<readonly [day: string, cents: number]>): string {
    const runs = PriceDays.#ofDays([...days])
    const packed = new Int32Array(runs.#first.length * 3)
    packed.set(runs.#first, 0)
    packed.set(runs.#ends, runs.#first.length)
    packed.set(runs.#cents, runs.#first.length * 2)
    const bytes = Buffer.from(packed.buffer)
    return (BIG_ENDIAN ? Buffer.from(bytes).swap32() : bytes).toString('base64')
  }

  get length(): number {
    return this.#ends.length === 0 ? 0 : this.#ends[this.#ends.length - 1]!
  }

  /** The index of the first day of run `run`. */
  #start(run: number): number {
    return run === 0 ? 0 : this.#ends[run - 1]!
  }

  /** The run the entry at `index` is in: the one read last when it holds it, else found by halves. */
  #runOf(index: number): number {
    const kept = this.#run
    if (index >= this.#start(kept) && index < this.#ends[kept]!) return kept
    let low = 0
    let high = this.#ends.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.#ends[middle]! <= index) low = middle + 1
      else high = middle
    }
    this.#run = low
    return low
  }

  /** The day number (see `dayNumber`) of the entry at `index`, oldest first. */
  dayAt(index: number): number {
    const run = this.#runOf(index)
    return this.#first[run]! + index - this.#start(run)
  }

  /** The price of the entry at `index`. */
  priceAt(index: number): number {
    return this.#cents[this.#runOf(index)]! / 100
  }

  /** The entry at `index` as a day and price. */
  entryAt(index: number): DayPrice {
    return { day: dayOf(this.dayAt(index)), price: this.priceAt(index) }
  }

  /** The index of the first entry on or after the day number `day` (the length when none is). */
  indexFrom(day: number): number {
    // The first run whose last day is on or after `day`.
    let low = 0
    let high = this.#ends.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.#first[middle]! + this.#ends[middle]! - this.#start(middle) - 1 < day) low = middle + 1
      else high = middle
    }
    return low === this.#ends.length ? this.length : this.#start(low) + Math.max(0, day - this.#first[low]!)
  }

  /** Every day, oldest first. */
  list(): DayPrice[] {
    return Array.from({ length: this.length }, (_, index) => this.entryAt(index))
  }

  /** The days and prices as one text, the same for the same history and made without dates: what a page's inputs hash. */
  key(): string {
    return `${this.#first.join(' ')}=${this.#ends.join(' ')}=${this.#cents.join(' ')}`
  }

  /** Whether both hold the same prices on the same days. */
  equals(other: PriceDays): boolean {
    const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value: number, index: number) => value === b[index])
    return this === other || (same(this.#first, other.#first) && same(this.#ends, other.#ends) && same(this.#cents, other.#cents))
  }

  /** The days from `from` (YYYY-MM-DD) on: this history itself when it starts there or later. */
  since(from: string): PriceDays {
    const start = this.indexFrom(dayNumber(from))
    if (start === 0) return this
    if (start === this.length) return PriceDays.NONE
    const run = this.#runOf(start)
    const first = this.#first.slice(run)
    first[0] = this.dayAt(start)
    return new PriceDays(first, this.#ends.slice(run).map((end) => end - start), this.#cents.slice(run))
  }
}
