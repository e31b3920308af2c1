import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Content } from '../../engine/load/Content.ts'
import { DEMO_DATA_NOTICE } from '../../engine/shop/disclosure.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// What the site says of itself on every page: that its data is fictional when site.yaml says so,
// and which shops pay it, those of retailers.yaml and no marketplace it does not link to.

const demo = fixtureContent()
const live: Content = { ...demo, site: { ...demo.site, demoData: false } }
let demoSite: Started
let liveSite: Started
beforeAll(async () => {
  ;[demoSite, liveSite] = await Promise.all([startSite({ root: FIXTURE_ROOT, content: demo }), startSite({ root: FIXTURE_ROOT, content: live })])
})
afterAll(async () => {
  await Promise.all([demoSite?.close(), liveSite?.close()])
})

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;')
const guide = [...demo.infoPages.keys()].find((path) => path.startsWith('/guides/'))!
const category = demo.categories.all()[0]!
/** A page of every kind: home, category, review, information, guide, search, comparison, not found. */
const EVERY_KIND = ['/', category.path, `/product/${[...demo.reviews.keys()][0]}`, '/about', '/disclosure', guide, '/search?query=rower', `/product-compare?category=${category.slug}`, '/no-such-page']

/** The page's footer element and what comes before it, as the server sent them. */
async function parts(site: Started, path: string): Promise<{ main: string; footer: string }> {
  const { html } = await fetchPage(site, path)
  const at = html.indexOf('<footer')
  expect(at, path).toBeGreaterThan(0)
  return { main: html.slice(0, at).replaceAll('<!-- -->', ''), footer: html.slice(at, html.indexOf('</footer>', at)).replaceAll('<!-- -->', '') }
}

test('the fixture content is flagged as demonstration data, as the bundled content is', () => {
  expect(demo.site.demoData).toBe(true)
  expect(demo.retailers.length).toBeGreaterThan(1)
})

describe('every footer says the data is fictional when site.yaml says so, and only then', () => {
  test.each(EVERY_KIND)('%s', async (path) => {
    expect((await parts(demoSite, path)).footer.split(escape(DEMO_DATA_NOTICE)).length - 1, path).toBe(1)
    expect((await parts(liveSite, path)).footer, path).not.toContain(escape(DEMO_DATA_NOTICE))
  })
})

describe('every footer names the shops of retailers.yaml as the ones that pay the site, and no marketplace', () => {
  test.each(EVERY_KIND)('%s', async (path) => {
    const { footer } = await parts(demoSite, path)
    for (const retailer of demo.retailers) expect(footer, path).toContain(escape(retailer.name))
    expect(footer, path).toMatch(/We earn a commission when you buy through our links to /)
    expect(footer, path).not.toMatch(/Amazon|Associate/)
  })
})

test('the about page says the data is fictional in its own text, from the same flag', async () => {
  expect((await parts(demoSite, '/about')).main).toContain(`<p>${escape(DEMO_DATA_NOTICE)}</p>`)
  expect((await parts(liveSite, '/about')).main).not.toContain(escape(DEMO_DATA_NOTICE))
})

test('the disclosure page names every shop of retailers.yaml with its own disclosure, and no marketplace', async () => {
  const { main } = await parts(demoSite, '/disclosure')
  for (const retailer of demo.retailers) expect(main).toContain(`<dt>${escape(retailer.name)}</dt><dd>${escape(retailer.disclosure)}</dd>`)
  expect(main).not.toMatch(/Amazon|Associate/)
})
