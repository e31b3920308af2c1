import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { mailAfterImport } from '../../api/store/mail/afterImport.ts'
import { alertConfirmation } from '../../api/store/mail/mailTexts.ts'
import { queueMail } from '../../api/store/mail/outbox.ts'
import { confirmSubscription, requestSubscription, sweepUnconfirmed, unsubscribe, UNCONFIRMED_DAYS } from '../../api/store/mail/subscriptions.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const [product] = productIds(content) as [string]
const [shop] = retailers as [(typeof retailers)[0]]
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
const site = { name: content.site.name, url: content.site.url }
const DAY = 86_400_000

let store: TestStore
let dir: string
let hour = 0

/** Imports one price for the product, read an hour after the last one, then runs what every import runs for mail. */
const importPrice = async (dollars: string) => {
  hour += 1
  const file = join(dir, `feed-${hour}.csv`)
  writeFileSync(file, [HEADER, `${shop.id},${product},https://shop.example/${product},${dollars},USD,0.00,in_stock,${new Date(Date.UTC(2026, 10, 1, hour)).toISOString()}`].join('\n'))
  await importFeeds(store.store, [file], await knownIds(store.store, productIds(content)))
  return mailAfterImport(store.store, content, new Date())
}
const outboxOf = (email: string) => store.store.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('created_at').execute()
const alertFor = async (email: string, targetCents: number, confirm = true) => {
  const outcome = await requestSubscription(store.store, { kind: 'price_alert', email, productId: product, targetCents }, new Date())
  if (confirm) await confirmSubscription(store.store, outcome.subscription.confirm_token, new Date())
  return outcome.subscription
}

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'alerts-store-'))
})
afterAll(async () => {
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

describe('price alert requests', () => {
  test('the same address, product and price asked twice (in any letter case) is one request', async () => {
    const request = { kind: 'price_alert' as const, email: 'Twice@Example.com', productId: product, targetCents: 50_000 }
    const first = await requestSubscription(store.store, request, new Date())
    const again = await requestSubscription(store.store, { ...request, email: ' twice@example.com ' }, new Date())
    expect([first.status, again.status]).toEqual(['created', 'repeat'])
    expect(again.subscription.id).toBe(first.subscription.id)
    const rows = await store.store.db.selectFrom('subscriptions').select('id').where('email', '=', 'twice@example.com').execute()
    expect(rows).toHaveLength(1)
  })

  test('another target price for the same product is a second alert', async () => {
    await alertFor('two-prices@example.com', 40_000, false)
    await alertFor('two-prices@example.com', 30_000, false)
    expect(await store.store.db.selectFrom('subscriptions').select('id').where('email', '=', 'two-prices@example.com').execute()).toHaveLength(2)
  })

  test('confirming twice confirms once; a made-up token confirms nothing', async () => {
    const { confirm_token } = await alertFor('confirm@example.com', 10_000, false)
    expect((await confirmSubscription(store.store, confirm_token, new Date())).status).toBe('confirmed')
    expect((await confirmSubscription(store.store, confirm_token, new Date())).status).toBe('already')
    expect((await confirmSubscription(store.store, 'x'.repeat(43), new Date())).status).toBe('unknown')
  })

  test('the sweep deletes requests unconfirmed after 7 days, with their mails, and keeps confirmed and newer ones', async () => {
    const old = new Date(Date.now() - (UNCONFIRMED_DAYS * DAY + 60_000))
    const stale = await requestSubscription(store.store, { kind: 'newsletter', email: 'stale@example.com', productId: '', targetCents: 0 }, old)
    await queueMail(store.store.db, stale.subscription.id, alertConfirmation(site, stale.subscription, { title: 'x' }), old)
    const keptOld = await requestSubscription(store.store, { kind: 'newsletter', email: 'kept-old@example.com', productId: '', targetCents: 0 }, old)
    await store.store.db.updateTable('subscriptions').set({ confirmed_at: old.toISOString() }).where('id', '=', keptOld.subscription.id).execute()
    await requestSubscription(store.store, { kind: 'newsletter', email: 'fresh@example.com', productId: '', targetCents: 0 }, new Date(Date.now() - (UNCONFIRMED_DAYS * DAY - 60_000)))
    expect(await sweepUnconfirmed(store.store, new Date())).toBeGreaterThanOrEqual(1)
    const left = (await store.store.db.selectFrom('subscriptions').select('email').execute()).map((row) => row.email)
    expect(left).not.toContain('stale@example.com')
    expect(left).toEqual(expect.arrayContaining(['kept-old@example.com', 'fresh@example.com']))
    expect(await outboxOf('stale@example.com')).toEqual([])
  })

  test('an expired confirmation link confirms nothing, even before the sweep ran', async () => {
    const old = new Date(Date.now() - (UNCONFIRMED_DAYS * DAY + 60_000))
    const outcome = await requestSubscription(store.store, { kind: 'newsletter', email: 'late@example.com', productId: '', targetCents: 0 }, old)
    expect((await confirmSubscription(store.store, outcome.subscription.confirm_token, new Date())).status).toBe('unknown')
  })
})

describe('alerts fired by an import', () => {
  test('a drop to the target queues one mail; it fires again only after the price rose above and fell back', async () => {
    await importPrice('900.00')
    const alert = await alertFor('drop@example.com', 80_000)
    await alertFor('unconfirmed-drop@example.com', 80_000, false)
    await importPrice('850.00')
    expect(await outboxOf('drop@example.com')).toEqual([])
    await importPrice('800.00')
    const [mail] = await outboxOf('drop@example.com')
    expect(mail?.subject).toContain('$800.00')
    expect(mail?.body_text).toContain(`/unsubscribe?token=${alert.unsubscribe_token}`)
    await importPrice('780.00')
    expect(await outboxOf('drop@example.com')).toHaveLength(1)
    await importPrice('820.00')
    await importPrice('799.00')
    expect((await outboxOf('drop@example.com')).map((row) => row.subject)).toEqual([expect.stringContaining('$800.00'), expect.stringContaining('$799.00')])
    expect(await outboxOf('unconfirmed-drop@example.com')).toEqual([])
  })

  test('unsubscribing deletes the alert and its mails, and a later drop mails nothing', async () => {
    const alert = await alertFor('leave@example.com', 70_000)
    await importPrice('690.00')
    expect(await outboxOf('leave@example.com')).toHaveLength(1)
    expect((await unsubscribe(store.store, alert.unsubscribe_token))?.id).toBe(alert.id)
    await importPrice('900.00')
    await importPrice('600.00')
    expect(await outboxOf('leave@example.com')).toEqual([])
    expect(await store.store.db.selectFrom('subscriptions').select('id').where('email', '=', 'leave@example.com').execute()).toEqual([])
  })
})
