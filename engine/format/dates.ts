/**
 * Every date the site writes, in UTC, through formatters made once. A calendar day ("2026-11-20")
 * is read as midnight UTC and written in UTC, so no time zone can move it, and the server's HTML and
 * the browser's hydration write the same text. Spaces are written as plain spaces: newer locale data
 * puts a narrow no-break space before "AM", which would differ between two machines' data.
 */
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })
const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
const MOMENT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const dayStart = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`)

/**
 * Days already written, per formatter: a page writes the same few days again and again (every
 * card's price and rating date), and a formatter's call costs a few microseconds. Emptied when it
 * reaches its limit, so text that is not one of a few days cannot grow it without bound.
 */
const WRITTEN = new Map<Intl.DateTimeFormat, Map<string, string>>()
const WRITTEN_LIMIT = 2048

/** A calendar day through `format`; text that is not a day is written as it is, never thrown on. */
function writeDay(format: Intl.DateTimeFormat, day: string): string {
  let days = WRITTEN.get(format)
  if (!days) WRITTEN.set(format, (days = new Map()))
  let text = days.get(day)
  if (text === undefined) {
    const start = dayStart(day)
    text = Number.isNaN(start.getTime()) ? day : plainSpaces(format.format(start))
    if (days.size >= WRITTEN_LIMIT) days.clear()
    days.set(day, text)
  }
  return text
}

/** "2026-11-20" as "Nov 20, 2026". */
export function formatDay(day: string): string {
  return writeDay(DAY, day)
}

/** "2025-06-01" as "June 1, 2025": when a page was last updated. */
export function formatLongDay(day: string): string {
  return writeDay(LONG_DAY, day)
}

/** A moment as "Nov 20": a chart's scale. */
export function formatMonthDay(date: Date): string {
  return plainSpaces(MONTH_DAY.format(date))
}

/**
 * "2026-11-20T06:00:00.000Z" as "Nov 20, 2026, 6:00 AM UTC": the moment a price was read. Text
 * that is not a moment is written as it is.
 */
export function formatMoment(iso: string): string {
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? iso : `${plainSpaces(MOMENT.format(moment))} UTC`
}

/** A day in milliseconds: every day here is a UTC calendar day, which no clock change shortens. */
export const DAY_MS = 86_400_000

/** The UTC day `count` days after `day` (before it when negative), both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  return new Date(dayStart(day).getTime() + count * DAY_MS).toISOString().slice(0, 10)
}

/** The moment `count` days before `moment` (a Date or ISO 8601 text). */
export function daysBefore(moment: Date | string, count: number): Date {
  return new Date(new Date(moment).getTime() - count * DAY_MS)
}

/** Whole days from the start of `day` (YYYY-MM-DD, UTC) to `now`; negative when the day is later. */
export function daysSince(day: string, now: Date): number {
  return Math.floor((now.getTime() - dayStart(day).getTime()) / DAY_MS)
}
