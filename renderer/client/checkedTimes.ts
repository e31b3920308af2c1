/** The units a checked time is told in, largest first, with their length in milliseconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** `at` as seen from `now` (ms since the epoch), in its largest whole unit: "3 hours ago", "yesterday", "now". */
export function relativeTime(at: number, now: number, format: Intl.RelativeTimeFormat): string {
  const offset = at - now
  for (const [unit, length] of UNITS) {
    if (Math.abs(offset) >= length) return format.format(Math.trunc(offset / length), unit)
  }
  return format.format(0, 'second')
}

/**
 * The server writes when each live price was checked as an absolute time (`<time datetime>` marked
 * data-checked-at), so a page served from a cache never states a wrong age. Here each becomes its
 * age as the reader sees it ("3 hours ago"), against the reader's clock; the absolute time stays
 * as its title. Demo prices are not marked: they keep the data set's day they were written with.
 * Without JavaScript the absolute time is what shows.
 */
export function showCheckedTimes(now: number = Date.now()): void {
  const format = new Intl.RelativeTimeFormat(document.documentElement.lang || 'en', { numeric: 'auto' })
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-checked-at]')) {
    const at = Date.parse(time.dateTime)
    if (Number.isNaN(at)) continue
    if (!time.title) time.title = time.textContent ?? ''
    time.textContent = relativeTime(at, now, format)
  }
}
