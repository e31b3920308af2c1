const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * "2026-11-20T06:00:00.000Z" as "Nov 20, 2026, 6:00 AM UTC": the moment a price was read, in UTC,
 * from the digits alone, so the server's HTML and the browser's hydration write the same text
 * whatever either's time zone or locale data.
 */
export function formatCheckedAt(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!match) return iso
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${MONTHS[month - 1]} ${day}, ${year}, ${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'} UTC`
}
