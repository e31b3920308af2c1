import { execFile } from 'node:child_process'
import { afterEach, expect, test, vi } from 'vitest'
import { oldPricesWarning } from '../../api/server/oldPricesWarning.ts'
import { checkOnce } from '../../engine/load/checkOnce.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// Prices live in the offers store, not in the content: `npm run check` gives the same answer on
// any date, and a running server says when the live prices it shows are old by the clock.

afterEach(() => vi.useRealTimers())

test.each([
  ['the fixture content', () => FIXTURE_ROOT],
  ["the site's own content", () => resolveContentDir()],
])('the whole check of %s passes with the clock at 2030-01-01', (_name, at) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
  const outcome = checkOnce(at(), { format: 'text' })
  expect(outcome.report).toMatch(/content ok/)
  expect(outcome.ok).toBe(true)
})

test('the server, at start, names live prices the clock says are old, and nothing when they are recent', () => {
  const content = fixtureContent()
  const [first, second] = content.catalogue.all().map(({ id }) => ({ id })) as [{ id: string }, { id: string }]
  const priced = pricedContent(content, bookOf({ [first.id]: [offer('one', 500, { readAt: '2026-11-20T06:00:00.000Z' })], [second.id]: [offer('one', 600, { readAt: '2029-12-31T06:00:00.000Z' })] }))
  const warning = oldPricesWarning(priced, new Date('2030-01-01T00:00:00Z'))
  expect(warning).toMatch(/^1 of \d+ catalogue prices were read more than 30 days ago/)
  expect(oldPricesWarning(priced, new Date('2026-11-21T00:00:00Z'))).toBeUndefined()
})

test('the server names live prices old by the clock, although pages no longer show them as prices', () => {
  const content = fixtureContent()
  const [first] = content.catalogue.all().map(({ id }) => ({ id })) as [{ id: string }]
  const now = new Date()
  const fortyDaysAgo = new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000).toISOString()
  const priced = pricedContent(content, bookOf({ [first.id]: [offer('one', 500, { readAt: fortyDaysAgo })] }, { asOf: 'clock' }))
  expect(oldPricesWarning(priced, now)).toMatch(/^1 of \d+ catalogue prices were read more than 30 days ago \(the oldest 40 days ago\); pages say "Check price at"/)
})

test('demo prices are dated by the data set, so the server never calls them old', () => {
  const content = fixtureContent()
  const [first] = content.catalogue.all().map(({ id }) => ({ id })) as [{ id: string }]
  const priced = pricedContent(content, bookOf({ [first.id]: [offer('one', 500, { readAt: '2026-11-20T06:00:00.000Z' })] }, { demo: true }))
  expect(oldPricesWarning(priced, new Date('2030-01-01T00:00:00Z'))).toBeUndefined()
})

test('npm run check refuses the price-age options it no longer has, with its usage', async () => {
  const run = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile('npm', ['run', '--silent', 'check', '--', '--ci'], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: FIXTURE_ROOT } }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }))
  })
  expect(run.code).toBe(2)
  expect(run.stderr).toContain('usage: npm run check')
}, 120_000)
