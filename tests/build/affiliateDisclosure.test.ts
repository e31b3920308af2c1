import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { servedSitemapPaths } from '../support/sitemap.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Honest with shoppers: every page the server answers that carries a retailer link
// discloses the commission in its server HTML (no script needed), and every page's footer names
// the shops that pay it, those of retailers.yaml, and no other.

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

const { site: config, catalogue, retailers } = siteContent()
const { short, linkLabel, href } = config.affiliateDisclosure
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// The sentence and its link, whatever extra class places it (buy bar, list, dialog).
/** A disclosure in the site's sentence or a retailer's own, always with the link to the full page. */
const ANY_DISCLOSURE = new RegExp(regexEscape(`<p class="affiliate-disclosure`) + '[^"]*">[^<]+ ' + regexEscape(`<a href="${href}">${escape(linkLabel)}</a></p>`), 'g')
const DISCLOSURE = new RegExp(regexEscape(`<p class="affiliate-disclosure`) + '[^"]*' + regexEscape(`">${escape(short)} <a href="${href}">${escape(linkLabel)}</a></p>`), 'g')
const RETAILER_LINK = /<a [^>]*rel="sponsored[^"]*"/

const ids = catalogue.category('treadmills')!.data.slice(0, 2).map((product) => product.id)
const QUERY_RENDERED = ['/search?query=rower', '/category/treadmills?sort=price-low&page=2', `/product-compare?category=treadmills&ids=${ids.join(',')}`, '/no-such-page']

test('every page with a retailer link discloses the commission; every footer names the shops that pay the site', async () => {
  const paths = [...(await servedSitemapPaths(site.url)), ...QUERY_RENDERED]
  let withLinks = 0
  for (const path of paths) {
    const html = await (await fetch(site.url + path)).text()
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
    for (const retailer of retailers) expect(footer, path).toContain(escape(retailer.name))
    expect(footer, path).not.toContain('Amazon')
    if (!RETAILER_LINK.test(html)) continue
    withLinks++
    expect(html, `${path} has retailer links but no disclosure`).toMatch(new RegExp(DISCLOSURE.source))
  }
  // Reviews, categories, search results and the chosen comparison all carry retailer links.
  expect(withLinks).toBeGreaterThan(20)
})

test('a review discloses once beside each of its buy controls, not once per page', async () => {
  const html = await (await fetch(`${site.url}/product/stridewell-t600`)).text()
  const count = (marker: string) => html.split(marker).length - 1
  // The blocks of a review that hold a retailer link, each with its own disclosure.
  // The offers table discloses once per retailer it lists, in that retailer's words.
  const blocks = ['class="affiliate-disclosure offers__disclosure"', 'class="section review-hero"', 'class="buy-button"', 'class="section call-to-action"', 'class="buy-bar"', 'class="section related-products"']
  for (const block of blocks) expect(count(block), block).toBeGreaterThan(0)
  expect([...html.matchAll(ANY_DISCLOSURE)].length).toBe(blocks.map(count).reduce((a, b) => a + b))
})
