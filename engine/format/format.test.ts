import { expect, test } from 'vitest'
import { addDays, daysBefore, daysSince, formatDay, formatLongDay, formatMoment, formatMonthDay } from './dates.ts'
import { formatCount, formatMoney, formatPrice } from './money.ts'
import { ourScoreText, scoreChange, scoreFigure, scoreOutOf10 } from './scores.ts'

test('a price is written in dollars and cents, with thousands separated', () => {
  expect(formatPrice(1149)).toBe('$1,149.00')
  expect(formatPrice(799.5)).toBe('$799.50')
})

test('a count has its thousands separated', () => {
  expect(formatCount(22179)).toBe('22,179')
  expect(formatCount(1)).toBe('1')
})

test('limits and chart scales write a whole amount without cents, and any other with them', () => {
  expect(formatMoney(1200, 'USD', { wholeWithoutCents: true })).toBe('$1,200')
  expect(formatMoney(699.5, 'USD', { wholeWithoutCents: true })).toBe('$699.50')
})

test('another currency is written the way its own sign reads, and a code Intl does not know after the amount', () => {
  expect(formatMoney(12.5, 'EUR')).toBe('€12.50')
  expect(formatMoney(12.5, 'credits')).toBe('12.50 credits')
})

test('a calendar day is the day written, whatever the time zone of the machine', () => {
  expect(formatDay('2026-01-05')).toBe('Jan 5, 2026')
  expect(formatDay('2025-12-31')).toBe('Dec 31, 2025')
  expect(formatLongDay('2025-06-01')).toBe('June 1, 2025')
  expect(formatMonthDay(new Date('2026-11-20T23:30:00Z'))).toBe('Nov 20')
  expect(formatDay('undated')).toBe('undated')
})

test('a moment is written in UTC with plain spaces, so the server and any browser write the same text', () => {
  expect(formatMoment('2026-11-20T06:00:00.000Z')).toBe('Nov 20, 2026, 6:00 AM UTC')
  expect(formatMoment('2026-11-20T00:05:00.000Z')).toBe('Nov 20, 2026, 12:05 AM UTC')
  expect(formatMoment('2026-11-20T12:30:00.000Z')).toBe('Nov 20, 2026, 12:30 PM UTC')
  expect(formatMoment('soon')).toBe('soon')
})

test('our score is written with one decimal and its scale, and a move with its sign', () => {
  expect(ourScoreText(8.66)).toBe('Our score 8.7/10')
  expect(scoreOutOf10(9)).toBe('9.0/10')
  expect(scoreFigure(4.04)).toBe('4.0')
  expect([scoreChange(0.34), scoreChange(-1.25), scoreChange(0), scoreChange(0.125, 2)]).toEqual(['+0.3', '-1.3', '0.0', '+0.13'])
})

test('days are counted in whole UTC days, across months and years', () => {
  expect(daysSince('2026-11-20', new Date('2026-11-20T23:59:00Z'))).toBe(0)
  expect(daysSince('2026-11-20', new Date('2026-12-20T00:00:00Z'))).toBe(30)
  expect(daysSince('2026-11-21', new Date('2026-11-20T12:00:00Z'))).toBe(-1)
  expect([addDays('2026-02-28', 1), addDays('2028-02-28', 1), addDays('2026-01-01', -1), addDays('2026-03-29', 1)]).toEqual(['2026-03-01', '2028-02-29', '2025-12-31', '2026-03-30'])
  expect(daysBefore('2026-11-20T06:00:00.000Z', 7).toISOString()).toBe('2026-11-13T06:00:00.000Z')
})
