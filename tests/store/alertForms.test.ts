import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { UNCONFIRMED_DAYS } from '../../api/store/mail/subscriptions.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

const content = fixtureContent()
const product = content.catalogue.all().find((candidate) => candidate.pageLink)!
let store: TestStore
let site: Started
let mailRounds = 0

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}, on: Started = site) =>
  fetch(on.url + path, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' })
const alert = (email: string, target: string, headers: Record<string, string> = {}) => post('/alerts', { product: product.id, email, target }, headers)
const outboxOf = (email: string) => store.store.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute()
/** The path and query of the first link in a mail that leads to `path`. */
const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0]
  if (!found) throw new Error(`no ${path} link in: ${text}`)
  const url = new URL(found)
  return url.pathname + url.search
}

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(FIXTURE_ROOT))
  site = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, store: store.store, deliverMail: () => (mailRounds += 1), subscriptionLimit: { max: 1000, windowMs: 60_000 } }))
})
afterAll(async () => {
  await site.close()
  await store.remove()
})

describe('POST /alerts without JavaScript', () => {
  test('a valid request answers a page that says to check the email, and queues the confirmation mail', async () => {
    const response = await alert('shopper@example.com', '499.99')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Check your email')
    expect(html).toContain('shopper@example.com')
    const [mail] = await outboxOf('shopper@example.com')
    expect(mail?.subject).toContain(product.title)
    expect(mail?.body_text).toContain('$499.99')
    expect(mail?.body_text).toMatch(/\/subscriptions\/confirm\?token=/)
    expect(mail?.body_text).toMatch(/\/unsubscribe\?token=/)
    expect(mailRounds).toBeGreaterThan(0)
  })

  test('the same request again makes no second alert or mail, and says so', async () => {
    await alert('repeat@example.com', '300')
    const again = await alert('Repeat@Example.com', '300.00')
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('already asked for this alert')
    expect(await outboxOf('repeat@example.com')).toHaveLength(1)
  })

  test.each([
    ['', '499', 'Enter your email address.'],
    ['not-an-address', '499', 'Enter an email address like name@example.com.'],
    ['kept@example.com', '', 'Enter the price you want to pay'],
    ['kept@example.com', 'cheap', 'Enter a price in US dollars'],
    ['kept@example.com', '0.50', 'Enter a price from $1'],
    ['kept@example.com', '-20', 'Enter a price in US dollars'],
  ])('email "%s" and price "%s": a 400 page with the message beside the field and the values kept', async (email, target, message) => {
    const response = await alert(email, target)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain(message)
    expect(html).toContain('<form action="/alerts" method="post"')
    if (email) expect(html).toContain(`value="${email}"`)
    if (target) expect(html).toContain(`value="${target}"`)
    expect(html).not.toMatch(/\n\s+at |Error:/)
  })

  test('an unknown product, a missing body or a huge body is never a 500', async () => {
    expect((await post('/alerts', { product: 'no-such-product', email: 'a@example.com', target: '10' })).status).toBe(400)
    expect((await post('/alerts', {})).status).toBe(400)
    const huge = await post('/alerts', { product: product.id, email: 'a@example.com', target: '1', filler: 'x'.repeat(20_000) })
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)
  })

  test('a post from another site is refused and records nothing', async () => {
    const response = await alert('cross@example.com', '100', { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const fetchSite = await alert('cross@example.com', '100', { 'Sec-Fetch-Site': 'cross-site' })
    expect(fetchSite.status).toBe(403)
    // A page of another site with a no-referrer policy posts with Origin "null".
    expect((await alert('cross@example.com', '100', { Origin: 'null' })).status).toBe(403)
    expect((await alert('cross@example.com', '100', { Origin: 'null', 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect(await outboxOf('cross@example.com')).toEqual([])
  })

  test('a post from the site itself is accepted, as browsers send it under its no-referrer policy', async () => {
    expect((await alert('same@example.com', '100', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect((await alert('same2@example.com', '100', { Origin: site.url })).status).toBe(200)
  })
})

describe('the enhanced form', () => {
  test('asks for JSON and gets the message and each field problem', async () => {
    const ok = await alert('json@example.com', '250', { Accept: 'application/json' })
    expect(await ok.json()).toMatchObject({ success: true, message: expect.stringContaining('json@example.com') })
    const bad = await alert('json', '', { Accept: 'application/json' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ success: false, errors: { email: expect.any(String), target: expect.any(String) } })
  })
})

describe('confirmation and unsubscribe links', () => {
  test('opening the link changes nothing; its button confirms; the unsubscribe link deletes the alert', async () => {
    await alert('links@example.com', '199')
    const [mail] = await outboxOf('links@example.com')
    const confirm = linkIn(mail!.body_text, '/subscriptions/confirm')
    const page = await (await fetch(site.url + confirm)).text()
    expect(page).toContain('<button type="submit">Confirm</button>')
    const row = () => store.store.db.selectFrom('subscriptions').selectAll().where('email', '=', 'links@example.com').executeTakeFirst()
    expect((await row())?.confirmed_at).toBeNull()
    const token = new URL(site.url + confirm).searchParams.get('token')!
    const confirmed = await post('/subscriptions/confirm', { token })
    expect(await confirmed.text()).toContain('is now on')
    expect((await row())?.confirmed_at).not.toBeNull()

    const leave = linkIn(mail!.body_text, '/unsubscribe')
    expect(await (await fetch(site.url + leave)).text()).toContain('links@example.com')
    // A mail program's one-click unsubscribe posts to the link itself.
    const oneClick = await fetch(site.url + leave, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(oneClick.status).toBe(200)
    expect(await row()).toBeUndefined()
    expect(await outboxOf('links@example.com')).toEqual([])
  })

  test('an expired or made-up confirmation link says it is not valid, with a 404 and no stack', async () => {
    const old = new Date(Date.now() - (UNCONFIRMED_DAYS + 1) * 86_400_000).toISOString()
    await alert('expired@example.com', '150')
    await store.store.db.updateTable('subscriptions').set({ created_at: old }).where('email', '=', 'expired@example.com').execute()
    const [mail] = await outboxOf('expired@example.com')
    const token = new URL(site.url + linkIn(mail!.body_text, '/subscriptions/confirm')).searchParams.get('token')!
    for (const given of [token, 'made-up', '']) {
      const response = await post('/subscriptions/confirm', { token: given })
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('not valid any more')
    }
  })
})

describe('the newsletter', () => {
  test('subscribes with the same double opt-in, once per address', async () => {
    const response = await post('/newsletter', { email: 'reader@example.com' })
    expect(await response.text()).toContain('confirm your newsletter subscription')
    await post('/newsletter', { email: 'reader@example.com' })
    const mails = await outboxOf('reader@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body_text).toMatch(/\/unsubscribe\?token=/)
  })

  test('a wrong address is a 400 with the address kept', async () => {
    const response = await post('/newsletter', { email: 'reader at example' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('value="reader at example"')
    expect(html).toContain('Enter an email address like name@example.com.')
  })
})

describe('the limit per client', () => {
  test('past the limit a client gets 429 with Retry-After, and nothing is recorded', async () => {
    const limited = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, store: store.store, subscriptionLimit: { max: 3, windowMs: 60_000 } }))
    try {
      const statuses = []
      for (let n = 0; n < 5; n++) statuses.push((await post('/alerts', { product: product.id, email: `limit${n}@example.com`, target: '100' }, {}, limited)).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      const refused = await post('/newsletter', { email: 'limit-news@example.com' }, {}, limited)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect(await refused.text()).toContain('Please wait')
      expect(await outboxOf('limit3@example.com')).toEqual([])
    } finally {
      await limited.close()
    }
  })
})
