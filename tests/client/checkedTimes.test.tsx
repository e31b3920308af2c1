import { afterEach, expect, test, vi } from 'vitest'
import { relativeTime, showCheckedTimes } from '../../renderer/client/checkedTimes.ts'
import { bookOf, offer } from '../support/testOffers.ts'
import { productFixture, renderSections } from '../support/renderSection.tsx'

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

// The offers table as the server writes it, then as the page's script leaves it a week after the
// demo data set's day: demo prices keep that day, live prices read as their age by the reader's clock.
afterEach(() => vi.unstubAllGlobals())

type FakeTime = { dateTime: string; title: string; textContent: string; marked: boolean }

/** The offers table's `<time>` elements, enough of them for the page's script: the ones it may rewrite are those marked data-checked-at. */
function timesOf(html: string): FakeTime[] {
  return [...html.matchAll(/<time dateTime="([^"]*)"([^>]*)>([^<]*)<\/time>/g)].map(([, dateTime, attributes, text]) => ({ dateTime: dateTime!, title: '', textContent: text!, marked: attributes!.includes('data-checked-at') }))
}

function shownAt(html: string, at: number): string[] {
  const times = timesOf(html)
  vi.stubGlobal('document', { documentElement: { lang: 'en' }, querySelectorAll: (selector: string) => (selector === 'time[data-checked-at]' ? times.filter((time) => time.marked) : []) })
  showCheckedTimes(at)
  return times.map((time) => time.textContent)
}

const DATA_SET_DAY = '2026-11-20T06:00:00.000Z'
const A_WEEK_LATER = Date.parse('2026-11-28T10:00:00Z')

test('a demo price is labelled with its data set\'s day, never as a recent age, on any later day', () => {
  expect(shownAt(renderSections([{ type: 'offers' }], undefined, bookOf({ [productFixture.id]: [offer('one', 100, { readAt: DATA_SET_DAY })] }, { demo: true, asOf: DATA_SET_DAY })), A_WEEK_LATER)).toEqual(['Demo price as of Nov 20, 2026'])
})

test('a live price reads as its age against the reader\'s clock', () => {
  expect(shownAt(renderSections([{ type: 'offers' }], undefined, bookOf({ [productFixture.id]: [offer('one', 100, { readAt: '2026-11-28T07:00:00.000Z' }), offer('two', 120, { readAt: DATA_SET_DAY })] }, { asOf: 'clock' })), A_WEEK_LATER)).toEqual(['3 hours ago', 'last week'])
})
