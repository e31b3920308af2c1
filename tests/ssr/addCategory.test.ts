import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage } from '../support/startSite.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

/** The page as the server sent it, without React's text-boundary comments. */
async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetchPage(site, path)
  return { ...response, html: response.html.replaceAll('<!-- -->', '') }
}

/** A sixth category, written as an editor would: one category file, one catalogue file, images. */
const CATEGORY_FILE = `# yaml-language-server: $schema=../../schemas/category-page.schema.json
label: Stair Climbers
order: 6
spellings: [stair-climber, stepmills]
synonyms: [stepper, step machine]
seo:
  title: Best Stair Climbers Of 2025
  description: The best home stair climbers of 2025, ranked on durability and owner feedback.
  keywords: best stair climber 2025, stepmill
sidebar:
  whyTrust: Each machine's durability score stands on a tester's dated record.
cardFacts:
  - { label: Resistance, fact: resistanceLevels }
compareRows:
  - { label: Resistance, fact: resistanceLevels }
  - { label: Weight Capacity, fact: maxUserWeight }
generalCompareRows:
  - { label: Price, fact: price }
  - { label: Resistance, fact: resistanceLevels }
facts:
  - { key: maxUserWeight }
  - { key: dimensions }
  - { key: warranty }
  - { key: resistanceLevels, label: Resistance Levels, kind: count, better: higher, filter: range }
method:
  version: 1
  date: "2026-11-25"
  customerRatingPrior: 1000
  criteria:
    - key: durability
      label: Durability
      weight: 75
      judges: How still the frame and steps stay at full load.
      judged: A month of daily climbing at full load.
      levels:
        - { name: Solid, band: [7.5, 10], description: No wobble at full load. }
        - { name: Steady, band: [4.5, 7.4], description: A little play in the steps at full load. }
        - { name: Flexes, band: [0, 4.4], description: The frame flexes at full load. }
    - { key: userFeedback, label: User feedback, weight: 25, judges: The customer rating and its count., scale: Computed from the customer rating., computed: customer-rating }
  changelog:
    - { version: 1, date: "2026-11-25", weights: { durability: 75, userFeedback: 25 }, changes: First published method. }
awards:
  - { label: Best overall, rule: highest-score }
`

const product = (id: string, title: string) => `  - id: ${id}
    title: ${title}
    brand: Skyward
    image: /images/stair-climbers/${id}-1.svg
    rating: { stars: 4.6, count: 410 }
    scores: { durability: { score: 8.8, level: Solid, date: "2026-11-20", test: A month of daily 20-minute climbs at 280 lb., observation: No wobble and no play in the steps of the ${title} at the end of the month. } }
    facts: { resistanceLevels: 12, maxUserWeight: 280 lb }
    description: A compact stair climber with hydraulic resistance.
`

const CATALOGUE_FILE = `# yaml-language-server: $schema=../../schemas/catalogue-file.schema.json
category: stair-climbers
seo:
  title: Best Stair Climbers Of 2025
  description: Home stair climbers and stepmills, ranked.
  keywords: stair climber, stepmill
products:
${product('skyward-step-s1', 'Skyward Step S1 Stair Climber')}${product('skyward-stepmill-pro', 'Skyward Stepmill Pro')}`

let root: string
let content: Content
let site: Started

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sixth-category-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  writeFileSync(join(root, 'pages-config/categories/stair-climbers.yaml'), CATEGORY_FILE)
  writeFileSync(join(root, 'api/catalogue/stair-climbers.yaml'), CATALOGUE_FILE)
  mkdirSync(join(root, 'api/catalogue/images/stair-climbers'), { recursive: true })
  for (const id of ['skyward-step-s1', 'skyward-stepmill-pro']) {
    writeFileSync(join(root, `api/catalogue/images/stair-climbers/${id}-1.svg`), '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"/>')
  }
  const result = loadContent(root)
  if (!result.ok) throw new Error(formatProblems(result.problems))
  content = result.content
  const pages = await siteMiddleware(projectRoot(), () => content, { production: false, onContent: () => {} })
  site = await listen(createApp({ contentDir: root, getContent: () => content, pages, development: true }))
})

afterAll(async () => {
  await site?.close()
  rmSync(root, { recursive: true, force: true })
})

test('the header menu and the home page category grid list it, after the five others', async () => {
  const { html } = await page('/')
  expect(html).toMatch(/<ul class="header__dropdown-menu"[^>]*>.*<a href="\/category\/exercise-bikes">Exercise Bikes<\/a><\/li><li><a href="\/category\/stair-climbers">Stair Climbers<\/a>/s)
  expect(html).toContain('<a href="/category/stair-climbers" class="category-grid__link"><span class="category-grid__label">Stair Climbers</span><span class="category-grid__count">2 ranked products</span>')
})

test('the sitemap lists its page', async () => {
  const { html } = await page('/sitemap.xml')
  expect(html).toContain('/category/stair-climbers</loc>')
})

test('search finds its products, labelled with the category', async () => {
  const { html } = await page('/search?query=skyward')
  expect(html).toContain('Skyward Step S1 Stair Climber')
  expect(html).toContain('Stair Climbers')
})

test('the API serves it under its slug and its other spellings', async () => {
  const response = await fetch(`${site.url}/api/products/category/stair-climbers`)
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: ApiProduct[] }
  expect(data.map((p) => p.id)).toEqual(['skyward-step-s1', 'skyward-stepmill-pro'])
  expect((await fetch(`${site.url}/api/products/category/stepmills`)).status).toBe(200)
})

test('the header suggests its products, each leading to its card on the list page', async () => {
  const response = await fetch(`${site.url}/api/search/suggestions?query=${encodeURIComponent('skyward step s1')}`)
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: unknown[] }
  expect(data).toEqual([{ id: 'skyward-step-s1', title: 'Skyward Step S1 Stair Climber', category: 'Stair Climbers', href: '/category/stair-climbers#product-skyward-step-s1' }])
})

test('search knows it by the everyday names its file gives, plural or singular', async () => {
  for (const query of ['steppers', 'step machine']) {
    const { html } = await page(`/search?query=${encodeURIComponent(query)}`)
    expect(html).toMatch(/class="search-results__title" href="[^"]*">Skyward /)
  }
})

test('its list page is rendered on the server, with its own card facts; other spellings redirect to it', async () => {
  const { status, html } = await page('/category/stair-climbers')
  expect(status).toBe(200)
  expect(html).toMatch(/<h1 class="listing__heading"[^>]*>Best Stair Climbers Of 2025<\/h1>/)
  expect(html).toContain('Showing 2 of 2 products')
  expect(html).toContain('<strong>Resistance:</strong> 12')
  const redirect = await page('/stair-climber')
  expect(redirect.status).toBe(301)
  expect(redirect.headers.get('location')).toBe('/category/stair-climbers')
})
