import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

test('shows the second and third images when the product has more than two', () => {
  const html = renderSections([{ type: 'gallery' }])
  expect(html).toContain('<h2>Gallery</h2>')
  const sources = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map((m) => [m[1], m[2]])
  expect(sources).toEqual([
    ['/images/rowing-machines/acme-r1-2.svg', 'Acme R1 Rower, image 2 of 3'],
    ['/images/rowing-machines/acme-r1-3.svg', 'Acme R1 Rower, image 3 of 3'],
  ])
})

test('shows only images 2 and 3 of a longer list', () => {
  const images = [...productFixture.images, '/images/rowing-machines/acme-r1-4.svg']
  const html = renderSections([{ type: 'gallery', heading: 'More photos' }], { product: { ...productFixture, images } })
  expect(html).toContain('<h2>More photos</h2>')
  expect(html.match(/<img /g)).toHaveLength(2)
  expect(html).not.toContain('acme-r1-4.svg')
})

test('two images or fewer: nothing at all', () => {
  const images = productFixture.images.slice(0, 2)
  expect(renderSections([{ type: 'gallery' }], { product: { ...productFixture, images } })).toBe('')
})
