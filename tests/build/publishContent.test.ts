import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { generatedUrls } from '../../api/generate/generateSite.ts'
import { renderGeneratedPage } from '../../api/generate/regeneratePages.ts'
import { loadGenerated } from '../../api/middleware/generatedPages.ts'
import { loadFiles, readContentFiles } from '../../api/publish/contentFiles.ts'
import { promoteVersion, readLiveVersion, readVersion, StaleBase, writeVersion } from '../../api/store/contentVersions.ts'
import type { ContentFiles } from '../../api/store/contentVersions.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { withFactRaised, withReviewMarked, withWeightsSwapped } from '../../bench/publishEdits.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// A production app over the build follows a store's published content versions, as every serving
// process does. Rules over whatever content is loaded: each published change (a review's text, a
// fact, a method weight) is served on every generated page exactly as a fresh render of the new
// version, the pages it did not touch stay the build's bytes, and a version that fails the check
// changes nothing.

const contentDir = resolveContentDir()
const content = siteContent()
const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
const product = content.catalogue.byId(review.product)!
const files = readContentFiles(contentDir)
const stylesheets = loadGenerated(projectRoot()).stylesheets
const contentStore = new ContentStore()
const log = capturedLog()
let store: TestStore
let site: Started
let live = 0

const get = async (path: string) => {
  const response = await fetch(site.url + path)
  return { status: response.status, body: await response.text(), etag: response.headers.get('etag') }
}

/** The files with one file changed by `edit`, which must change it. */
function edited(path: string, edit: (text: string) => string): Map<string, string> {
  const text = files.get(path)!
  const next = edit(text)
  expect(next, `${path} was changed`).not.toBe(text)
  return new Map([...files, [path, next]])
}

/** Publishes `version` as the next live version and waits until the app serves it. */
async function publish(version: ContentFiles): Promise<Content> {
  const { id } = await writeVersion(store.store, { files: version, base: live, author: 'test', note: '', changed: [], preview: false })
  live = id
  await vi.waitFor(() => expect(log.lines.some((line) => line.contentVersion === id)).toBe(true), { timeout: 15_000, interval: 50 })
  const loaded = loadFiles(contentDir, version, contentStore)
  if (!loaded.ok) throw new Error('the published version does not pass the check')
  return pricedContent(loaded.content, content.catalogue.prices.book)
}

/** Every generated page as served, against a fresh render of `expected`: the same bytes. */
async function expectServed(expected: Content) {
  for (const url of generatedUrls(expected)) {
    const fresh = await renderGeneratedPage(expected, url, stylesheets)
    expect((await get(url)).body, url).toBe(fresh!.made.identity.toString())
  }
}

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(contentDir))
  site = await startProduction({ logger: log.logger }, { content: { store: store.store, intervalMs: 50 } })
})
afterAll(async () => {
  await site.close()
  await store.remove()
})

test("a review's new text is served on every page it changed; the others stay the build's bytes", async () => {
  const urls = generatedUrls(content)
  const before = new Map(await Promise.all(urls.map(async (url) => [url, (await get(url)).etag] as const)))
  const next = await publish(edited(`pages-config/reviews/${slug}.yaml`, (text) => withReviewMarked(text, 'Published today.')))
  expect((await get(`/product/${slug}`)).body).toContain('Published today.')
  await expectServed(next)
  const { pages } = (await readVersion(store.store, live))!
  expect(pages!.length, 'fewer pages made again than the site has').toBeLessThan(urls.length)
  // Every page whose bytes changed was one of them: the others are the build's.
  for (const url of urls) if ((await get(url)).etag !== before.get(url)) expect(pages, url).toContain(url)
})

test('a changed fact is served on every page showing the product', async () => {
  const next = await publish(edited(`api/catalogue/${product.category}.yaml`, (text) => withFactRaised(text, product.id)))
  await expectServed(next)
})

test('a changed method weight re-ranks its category on every page that shows it', async () => {
  const categoryFile = `pages-config/categories/${product.category}.yaml`
  const next = await publish(
    // Two criteria's weights swapped in a new method version: the scores, and maybe the ranking, move.
    edited(categoryFile, withWeightsSwapped),
  )
  await expectServed(next)
})

test('a version that fails the check here is not served; the last good one keeps serving', async () => {
  const good = await get(`/product/${slug}`)
  const broken = edited(`pages-config/reviews/${slug}.yaml`, (text) => text.replace(/^author: .*$/m, 'author: [unclosed'))
  const { id } = await writeVersion(store.store, { files: broken, base: live, author: 'test', note: '', changed: [], preview: false })
  await vi.waitFor(() => expect(log.lines.some((line) => line.contentVersion === id && line.level === 50)).toBe(true), { timeout: 15_000, interval: 50 })
  expect(String(log.lines.find((line) => line.contentVersion === id)!.msg)).toContain(`pages-config/reviews/${slug}.yaml:`)
  const after = await get(`/product/${slug}`)
  expect(after.etag).toBe(good.etag)
  live = id
})

test('a version made from an older base than the live one is refused, and nothing changes', async () => {
  await expect(writeVersion(store.store, { files, base: live - 1, author: 'late', note: '', changed: [], preview: false })).rejects.toBeInstanceOf(StaleBase)
  expect(await readLiveVersion(store.store)).toBe(live)
})

test('a preview is served at its own address only, and goes live when promoted', async () => {
  const version = edited(`pages-config/reviews/${slug}.yaml`, (text) => withReviewMarked(text, 'Only in the preview.'))
  const { id, token } = await writeVersion(store.store, { files: version, base: live, author: 'test', note: '', changed: [], preview: true })
  const preview = await get(`/_preview/${token}/product/${slug}`)
  expect(preview.status).toBe(200)
  expect(preview.body).toContain('Only in the preview.')
  expect((await get(`/product/${slug}`)).body).not.toContain('Only in the preview.')
  expect((await get(`/_preview/${'x'.repeat(24)}/product/${slug}`)).status).toBe(404)
  expect((await readVersion(store.store, id))?.state).toBe('preview')
  await promoteVersion(store.store, id)
  await vi.waitFor(async () => expect((await get(`/product/${slug}`)).body).toContain('Only in the preview.'), { timeout: 15_000, interval: 50 })
  expect((await get(`/_preview/${token}/product/${slug}`)).status, 'a promoted preview leaves its address').toBe(404)
})
