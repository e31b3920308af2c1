import { afterAll, beforeAll, expect, test } from 'vitest'
import { renderUrl } from '../../api/generate/renderUrl.ts'
import { readConfig } from '../../api/server/config.ts'
import { sectionTypes } from '../../engine/sections/all.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// The section gallery at /_sections draws every section type and variant from the schemas' examples.

let site: Started
let html: string
beforeAll(async () => {
  site = await startSite()
  const page = await fetchPage(site, '/_sections')
  expect(page.status).toBe(200)
  html = page.html
})
afterAll(() => site.close())

/** The markup of one gallery entry, from its <article> to the next. */
function entry(type: string, variant: number): string {
  const start = html.indexOf(`<article class="section-gallery__entry" id="${type}-${variant}"`)
  expect(start, `no gallery entry for ${type}, variant ${variant}`).toBeGreaterThan(-1)
  const end = html.indexOf('<article class="section-gallery__entry"', start + 1)
  return html.slice(start, end === -1 ? undefined : end)
}

test('every example of every section schema has its entry, under its type name, beside its YAML', () => {
  for (const { type, schema } of sectionTypes) {
    const examples = schema.examples ?? []
    expect(examples.length, `${type} has no example to draw`).toBeGreaterThan(0)
    examples.forEach((_, i) => {
      const markup = entry(type, i + 1)
      expect(markup).toContain(`<code>${type}</code>`)
      expect(markup).toContain(`- type: ${type}`)
    })
  }
})

test('sections draw real catalogue data through their resolvers', () => {
  const content = fixtureContent()
  const comparison = entry('comparison', 1)
  for (const id of ['peakform-trail-x5', 'ironpace-pro-3000', 'urbanstep-walking-pad']) {
    expect(comparison).toContain(content.catalogue.byId(id)!.title)
  }
  const related = entry('related-products', 2)
  expect(related).toContain(content.catalogue.byId('peakform-trail-x5')!.title)
  // The picker lists rowing machines from the catalogue, in ranked order.
  const picker = entry('product-picker', 1)
  const rower = content.catalogue.all().find((product) => product.category === 'rowing-machines')!
  expect(picker).toContain(rower.title.replace(/&/g, '&amp;'))
})

test('the gallery is kept out of search engines: noindex, and not in the sitemap', async () => {
  expect(html).toContain('<meta name="robots" content="noindex" />')
  const sitemap = await fetchPage(site, '/sitemap.xml')
  expect(sitemap.html).not.toContain('_sections')
})

test('production serves it only when SECTION_GALLERY=1 says so; otherwise it is a 404', async () => {
  const content = fixtureContent()
  expect((await renderUrl(content, '/_sections'))?.status).toBe(404)
  expect((await renderUrl(content, '/_sections', {}, { sectionGallery: true }))?.status).toBe(200)
  expect(readConfig({ NODE_ENV: 'production' }).sectionGallery).toBe(false)
  expect(readConfig({ NODE_ENV: 'production', SECTION_GALLERY: '1' }).sectionGallery).toBe(true)
})
