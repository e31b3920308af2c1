import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'
import { copyContent } from '../support/growContent.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { launchBrowser } from './browser.ts'

// `npm run dev` on a copy of the fixture content: what an editor sees in the browser while saving
// content files.

let root: string
let site: Started
let browser: Browser
let content: Content

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dev-overlay-'))
  copyContent(FIXTURE_ROOT, root)
  const loaded = loadContent(root)
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
  content = loaded.content
  const pages = await siteMiddleware(projectRoot(), () => content, { production: false, onContent: (next) => (content = next) }, root)
  site = await listen(createApp({ contentDir: root, getContent: () => content, pages, development: true }))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
  rmSync(root, { recursive: true, force: true })
})

/** The text of the development overlay's `part` (file, message, frame); waits for the overlay. */
async function overlayText(page: Page, part: 'file' | 'message' | 'frame'): Promise<string> {
  return page.locator(`vite-error-overlay .${part}`).innerText({ timeout: 30_000 })
}

const overlayGone = (page: Page) => page.waitForFunction(() => document.querySelector('vite-error-overlay') === null, undefined, { timeout: 30_000 })

/** Opens `path` and waits until the page's reload socket is connected. */
async function open(path: string): Promise<Page> {
  const page = await browser.newPage()
  const connected = page.waitForEvent('websocket')
  await page.goto(site.url + path)
  await connected
  return page
}

test('a broken review shows file:line:col, the line and the message over every page until it is fixed', async () => {
  const [slug, review] = [...content.reviews][0]!
  const title = content.catalogue.byId(review.product)!.title
  const file = join(root, `pages-config/reviews/${slug}.yaml`)
  const good = readFileSync(file, 'utf8')
  const line = good.split('\n').findIndex((text) => text.startsWith('publishedAt:')) + 1
  const page = await open(`/product/${slug}`)

  writeFileSync(file, good.replace(/^publishedAt: .*$/m, 'publishedAt: eleven'))
  expect(await overlayText(page, 'file')).toContain(`pages-config/reviews/${slug}.yaml:${line}:14`)
  expect(await overlayText(page, 'frame')).toContain('publishedAt: eleven')
  expect(await overlayText(page, 'message')).toContain('/publishedAt')
  // The page beneath keeps the last valid content.
  expect(await page.locator('h1').first().innerText()).toContain(title.split(' ')[0])
  // Any other page opened meanwhile shows the overlay too.
  const home = await open('/')
  expect(await overlayText(home, 'file')).toContain(`pages-config/reviews/${slug}.yaml:${line}:14`)

  writeFileSync(file, good)
  await overlayGone(page)
  await overlayGone(home)
  await Promise.all([page.close(), home.close()])
})

test('adding the image a product names reloads the page that shows it', async () => {
  const [slug, review] = [...content.reviews][1]!
  const image = content.catalogue.byId(review.product)!.image
  const file = join(root, 'api/catalogue', image)
  const bytes = readFileSync(file)
  const page = await open(`/product/${slug}`)

  unlinkSync(file)
  expect(await overlayText(page, 'message')).toContain(image.slice('/images/'.length))
  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  writeFileSync(file, bytes)
  await reloaded
  await overlayGone(page)
  expect((await page.request.get(site.url + image)).status()).toBe(200)
  await page.close()
})
