import { expect, test } from 'vitest'
import { relativeTime } from '../../renderer/client/checkedTimes.ts'

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const now = Date.parse('2026-11-26T12:00:00Z')
const before = (ms: number) => relativeTime(now - ms, now, format)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

test('a checked time reads as its age in its largest whole unit', () => {
  expect(before(3 * HOUR + 20 * MINUTE)).toBe('3 hours ago')
  expect(before(45 * MINUTE)).toBe('45 minutes ago')
  expect(before(26 * HOUR)).toBe('yesterday')
  expect(before(3 * 24 * HOUR)).toBe('3 days ago')
})

test('a price checked this very minute, or a clock slightly behind the server, reads as now or soon, never as a wrong age', () => {
  expect(before(20_000)).toBe('now')
  expect(before(-20_000)).toBe('now')
  expect(before(-2 * MINUTE)).toBe('in 2 minutes')
})
