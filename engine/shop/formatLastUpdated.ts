/** "2025-06-01" -> "June 1, 2025", the same on the server and in every browser. */
export function formatLastUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
