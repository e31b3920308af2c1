import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { generatedUrls } from '../../api/generate/generateSite.ts'
import { sitemapPaths } from '../../api/generate/seoFiles.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { ROUTES } from '../../engine/catalogue/siteRoutes.ts'
import { siteContent } from '../support/content.ts'
import { decodeHtml, jsonLdBlocks, pageText } from '../support/htmlHead.ts'
import { checkNode } from '../support/schemaOrg.ts'
import { builtSitemapPages } from '../support/sitemap.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

const content = siteContent()
const guides = [...content.infoPages].filter(([path]) => path.startsWith('/guides/'))

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

async function guidesPage(): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}/guides`)
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') }
}

test('/guides lists every guide by its own title, summary and image, each linking to the guide', async () => {
  const { status, html } = await guidesPage()
  expect(status).toBe(200)
  expect(guides.length).toBeGreaterThan(0)
  const cards = [...html.matchAll(/<li class="guides-index__card">([\s\S]*?)<\/li>/g)].map((match) => match[1]!)
  expect(cards).toHaveLength(guides.length)
  for (const [path, guide] of guides) {
    const card = cards.find((text) => text.includes(`href="${path}"`))
    expect(card, path).toBeDefined()
    expect(decodeHtml(card!)).toContain(`>${guide.title!}</a>`)
    expect(decodeHtml(card!)).toContain(guide.summary!)
    expect(card).toContain(guide.image!.replace(/\.(jpe?g|png|webp)$/, ''))
  }
})

test('/guides is generated at build and listed in the sitemap', () => {
  expect(sitemapPaths(content)).toContain(ROUTES.guides)
  expect(generatedUrls(content)).toContain(ROUTES.guides)
})

test('every page that links to a guide also links to the guides index', () => {
  const linking = builtSitemapPages().filter(({ html }) => /href="\/guides\/[a-z0-9-]+"/.test(html))
  expect(linking.length).toBeGreaterThan(0)
  for (const { url, html } of linking) expect(html, url).toContain('href="/guides"')
})

test('its breadcrumb is shown and marked up alike, and its ItemList names every guide it shows', async () => {
  const { html } = await guidesPage()
  const blocks = jsonLdBlocks(html)
  for (const block of blocks) expect(checkNode(block, content.site.url)).toEqual([])
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!
  const nav = pageText(html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)![0])
  const names = (crumbs.itemListElement as { name: string }[]).map((item) => item.name)
  expect(names.length).toBeGreaterThan(1)
  for (const name of names) expect(nav).toContain(name)
  const list = blocks.find((block) => block['@type'] === 'ItemList')!
  const items = list.itemListElement as { name: string; url: string }[]
  expect(items.map((item) => item.url).sort()).toEqual(guides.map(([path]) => content.site.url + path).sort())
})

test('a guide without its card fields, or with an image that does not exist, is a content problem naming the file', () => {
  const root = mkdtempSync(join(tmpdir(), 'guide-card-'))
  try {
    for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
    const [path] = guides[0]!
    const file = `pages-config/guides/${path.slice('/guides/'.length)}.yaml`
    const text = readFileSync(join(root, file), 'utf8')
    writeFileSync(join(root, file), text.replace(/^summary: .*\n/m, '').replace(/^image: .*$/m, 'image: /images/no-such-folder/missing.svg'))
    writeFileSync(join(root, 'pages-config/guides/untitled.yaml'), text.replace(/^title: .*\n/m, ''))
    const result = loadContent(root)
    expect(result.ok).toBe(false)
    const report = result.ok ? '' : formatProblems(result.problems)
    expect(report).toMatch(new RegExp(`${file}.*summary`))
    expect(report).toMatch(new RegExp(`${file}.*image not found`))
    expect(report).toMatch(/pages-config\/guides\/untitled\.yaml.*title/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
