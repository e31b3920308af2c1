import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { builtImagesDir } from '../../api/generate/generatedFiles.ts'
import { createLogger } from '../../api/process/logger.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { nuErrors } from '../support/nuHtmlChecker.ts'
import { axeViolations } from './axe.ts'
import { launchBrowser } from './browser.ts'
import { npmScript } from '../support/npmScript.ts'

// A production server of its own, on a store of its own: the shared one has no store to write to.
const content = siteContent()
const contentDir = resolveContentDir()
const [slug, review] = [...content.reviews].find(([, candidate]) => candidate.sections.some((section) => section.type === 'buy-bar'))!
const productId = review.product
const [shop] = readRetailers(contentDir)
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
const EMAIL = 'no-script@example.com'

let browser: Browser
let store: TestStore
let site: Started
let dir: string

const feed = (name: string, dollars: string, readAt: string) => {
  const file = join(dir, name)
  writeFileSync(file, `${HEADER}\n${shop!.id},${productId},https://shop.example/${productId},${dollars},USD,0.00,in_stock,${readAt}\n`)
  return file
}
const outbox = (kind: string) => store.store.db.selectFrom('outbox').selectAll().where('to_address', '=', EMAIL).where('kind', '=', kind).execute()
/** The path and query of a mail's link to `path`, opened on the test's server instead of the public site. */
const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0]
  if (!found) throw new Error(`no ${path} link in the mail: ${text}`)
  return site.url + new URL(found).pathname + new URL(found).search
}
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent()

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(contentDir))
  dir = mkdtempSync(join(tmpdir(), 'alert-browser-'))
  // Today's price: well above the alert the shopper will set.
  await importFeeds(store.store, [feed('today.csv', '900.00', new Date(Date.now() - 3_600_000).toISOString())], await knownIds(store.store, productIds(content)))
  const root = projectRoot()
  const pages = await siteMiddleware(root, () => content, { production: true, sectionGallery: false })
  site = await listen(createApp({ contentDir, images: builtImagesDir(root), getContent: () => content, pages, logger: createLogger('silent'), store: store.store }))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await store?.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('without JavaScript: set a price alert, confirm it from its mail, an import with a drop mails the alert, and its link unsubscribes', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.url}/product/${slug}`)
  const form = page.locator('form.price-alert')
  await form.getByLabel('Email address').fill(EMAIL)
  await form.getByLabel(/at or under/).fill('799')
  await form.getByRole('button', { name: 'Set price alert' }).click()
  expect(await heading(page)).toBe('Check your email')
  expect(await page.textContent('main')).toContain(EMAIL)

  const [confirmation] = await outbox('alert_confirmation')
  await page.goto(linkIn(confirmation!.body_text, '/subscriptions/confirm'))
  await page.getByRole('button', { name: 'Confirm' }).click()
  expect(await heading(page)).toBe('Confirmed')
  expect(await page.textContent('main')).toContain('$799.00')

  // The real importer, as `npm run prices:import` runs it, on a feed whose price drops under the target.
  const { stdout } = await promisify(execFile)(...npmScript('prices:import', [feed('drop.csv', '749.00', new Date().toISOString())]), {
    cwd: projectRoot(),
    env: { ...process.env, ...store.env, CONTENT_DIR: contentDir },
  })
  expect(stdout).toContain('1 price alert mail(s) queued')
  const [alert] = await outbox('price_drop')
  expect(alert?.subject).toContain('$749.00')

  await page.goto(linkIn(alert!.body_text, '/unsubscribe'))
  expect(await page.textContent('main')).toContain(EMAIL)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  expect(await heading(page)).toBe('Unsubscribed')
  expect(await store.store.db.selectFrom('subscriptions').select('id').where('email', '=', EMAIL).execute()).toEqual([])
  await context.close()
})

test('with JavaScript, the form answers in place and keeps what was typed', async () => {
  const page = await browser.newPage()
  await page.goto(`${site.url}/product/${slug}`)
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  const form = page.locator('form.price-alert')
  await form.getByLabel('Email address').fill('scripted@example.com')
  await form.getByLabel(/at or under/).fill('1,200.50')
  await form.getByRole('button', { name: 'Set price alert' }).click()
  await expect.poll(() => form.getByRole('status').textContent()).toContain('scripted@example.com')
  expect(page.url()).toBe(`${site.url}/product/${slug}`)
  expect(await form.getByLabel('Email address').inputValue()).toBe('scripted@example.com')
  expect(await form.getByLabel(/at or under/).inputValue()).toBe('1,200.50')
  // A mistake shows beside its field, tied to it for screen readers, and goes once corrected.
  await form.getByLabel(/at or under/).fill('cheap')
  await form.getByRole('button', { name: 'Set price alert' }).click()
  await expect.poll(() => form.getByLabel(/at or under/).getAttribute('aria-invalid')).toBe('true')
  expect(await form.getByRole('status').textContent()).toContain('correct the marked fields')
  expect(await axeViolations(page)).toEqual([])
  await form.getByLabel(/at or under/).fill('1100')
  await form.getByRole('button', { name: 'Set price alert' }).click()
  await expect.poll(() => form.getByLabel(/at or under/).getAttribute('aria-invalid')).toBeNull()
  await page.close()
})

test('the pages the forms and mail links answer with pass axe', async () => {
  const page = await browser.newPage()
  for (const path of [`/subscriptions/confirm?token=${'a'.repeat(43)}`, '/unsubscribe?token=unknown', '/subscriptions/confirm?token=bad']) {
    await page.goto(site.url + path)
    expect(await axeViolations(page), path).toEqual([])
  }
  await page.close()
})

test('the pages the forms and mail links answer with are valid HTML', async () => {
  const post = (path: string, fields: Record<string, string>) => fetch(site.url + path, { method: 'POST', body: new URLSearchParams(fields) }).then((response) => response.text())
  const pages = {
    accepted: await post('/alerts', { product: productId, email: 'valid-html@example.com', target: '500' }),
    problems: await post('/alerts', { product: productId, email: 'not an address', target: 'cheap' }),
    newsletter: await post('/newsletter', { email: 'no address' }),
    confirm: await (await fetch(`${site.url}/subscriptions/confirm?token=${'b'.repeat(43)}`)).text(),
    unsubscribed: await post('/unsubscribe', { token: 'unknown' }),
  }
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(dir, `${name}.html`)
    writeFileSync(file, html)
    return file
  })
  expect(await nuErrors(files)).toEqual([])
})
