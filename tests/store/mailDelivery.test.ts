import { afterAll, beforeAll, expect, test } from 'vitest'
import nodemailer from 'nodemailer'
import { deliverOutbox, logTransport, mailSettings } from '../../api/mail/mailDelivery.ts'
import { newsletterConfirmation } from '../../api/store/mail/mailTexts.ts'
import { queueMail } from '../../api/store/mail/outbox.ts'
import { requestSubscription } from '../../api/store/mail/subscriptions.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

const content = fixtureContent()
let store: TestStore

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(FIXTURE_ROOT))
})
afterAll(async () => store.remove())

const queued = async (email: string) => {
  const { subscription } = await requestSubscription(store.store, { kind: 'newsletter', email, productId: '', targetCents: 0 }, new Date())
  await queueMail(store.store.db, subscription.id, newsletterConfirmation({ name: content.site.name, url: content.site.url }, subscription), new Date())
  return subscription
}

test('without SMTP_URL each mail goes to the log once, with its one-click unsubscribe headers, and is marked sent', async () => {
  const subscription = await queued('log@example.com')
  const { lines, logger } = capturedLog()
  const settings = mailSettings(content.site.url, {})
  const transport = logTransport()
  expect(await deliverOutbox(store.store, transport, settings, logger)).toBe(1)
  expect(await deliverOutbox(store.store, transport, settings, logger)).toBe(0)
  const logged = lines.filter((line) => String(line.msg).startsWith('mail written to the log'))
  expect(logged).toHaveLength(1)
  const mail = logged[0]?.mail as { to: string; headers: string[]; text: string }
  expect(mail.to).toBe('log@example.com')
  expect(mail.headers).toContain(`From: ${settings.from}`)
  expect(mail.headers).toContain(`List-Unsubscribe: <${content.site.url}/unsubscribe?token=${subscription.unsubscribe_token}> (Unsubscribe)`)
  expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(mail.text).toContain('/subscriptions/confirm?token=')
  const row = await store.store.db.selectFrom('outbox').select('sent_at').where('subscription_id', '=', subscription.id).executeTakeFirstOrThrow()
  expect(row.sent_at).not.toBeNull()
})

test('a mail the SMTP server refuses stays in the outbox for the next round', async () => {
  const subscription = await queued('refused@example.com')
  const { logger } = capturedLog()
  const refusing = nodemailer.createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 2000 })
  expect(await deliverOutbox(store.store, refusing, { smtpUrl: 'smtp://127.0.0.1:1', from: 'alerts@example.com' }, logger)).toBe(0)
  const row = await store.store.db.selectFrom('outbox').select(['sent_at', 'claimed_at']).where('subscription_id', '=', subscription.id).executeTakeFirstOrThrow()
  expect(row).toEqual({ sent_at: null, claimed_at: null })
})

test('MAIL_FROM names the sender; without it the sender is at the site domain', () => {
  expect(mailSettings('https://www.shop.example', {}).from).toBe('alerts@shop.example')
  expect(mailSettings('https://www.shop.example', { MAIL_FROM: 'Deals <deals@shop.example>', SMTP_URL: 'smtp://mail.example:587' })).toEqual({ from: 'Deals <deals@shop.example>', smtpUrl: 'smtp://mail.example:587' })
})
