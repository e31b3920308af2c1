import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openServerStore } from '../../api/server/serverStore.ts'
import { requestSubscription, UNCONFIRMED_DAYS } from '../../api/store/mail/subscriptions.ts'
import type { Store } from '../../api/store/database/openStore.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const product = content.catalogue.all()[0]!.id
const EXPIRED = () => new Date(Date.now() - UNCONFIRMED_DAYS * 86_400_000 - 60_000)
const ALMOST = () => new Date(Date.now() - UNCONFIRMED_DAYS * 86_400_000 + 60 * 60_000)
let place: TestStore
let dir: string

const ask = (email: string, at: Date) => requestSubscription(place.store, { kind: 'price_alert', email, productId: product, targetCents: 10_000 }, at)
const emails = async () => (await place.store.db.selectFrom('subscriptions').select('email').execute()).map((row) => row.email).sort()

beforeAll(async () => {
  place = await openTestStore()
  await prepareStore(place.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'alert-sweep-'))
})
afterAll(async () => {
  await place.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('a serving process deletes requests unconfirmed for 7 days when it starts, and says how many', async () => {
  await ask('expired-at-start@example.com', EXPIRED())
  await ask('waiting@example.com', ALMOST())
  const { lines, logger } = capturedLog()
  let opened: Store | undefined
  try {
    opened = await openServerStore(projectRoot(), FIXTURE_ROOT, content, logger, { ...process.env, ...place.env })
  } finally {
    await opened?.close()
  }
  expect(await emails()).toEqual(['waiting@example.com'])
  expect(lines.some((line) => line.swept === 1)).toBe(true)
})

test('each import deletes them too, and prints how many', async () => {
  await ask('expired-at-import@example.com', EXPIRED())
  const feed = join(dir, 'empty.csv')
  writeFileSync(feed, 'retailer,product,url,price,currency,shipping,availability,read_at\n')
  const { stdout } = await promisify(execFile)(...npmScript('prices:import', [feed]), { cwd: projectRoot(), env: { ...process.env, ...place.env, CONTENT_DIR: FIXTURE_ROOT } })
  expect(stdout).toContain('1 unconfirmed request(s) older than 7 days deleted')
  expect(await emails()).toEqual(['waiting@example.com'])
})
