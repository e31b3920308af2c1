import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Content } from '../../engine/load/Content.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { isRaster } from '../../engine/shop/images.ts'
import { FIXTURE_ROOT, fixtureContent, siteContent } from '../support/content.ts'
import { IMAGES_DIR } from '../../engine/content/contentLayout.ts'

// Every picture shown for a product is of that product: every file (illustration or photo) is named
// after its product's id, and an illustration in the catalogue prints its product's brand and no
// other words. The check asks both of any content; here they hold on the site's own.

/** Every picture a product is shown with (catalogue and review gallery), with its product. */
function imagesOf(content: Content): { id: string; brand: string; image: string; catalogue: boolean }[] {
  const reviewImages = new Map([...content.reviews.values()].map((review) => [review.product, review.defaults?.images ?? []]))
  return content.catalogue.all().flatMap((product) => {
    const listed = new Set([product.image, ...(product.sub_images ?? [])])
    return [...new Set([...listed, ...(reviewImages.get(product.id) ?? [])])].map((image) => ({ id: product.id, brand: product.brand, image, catalogue: listed.has(image) }))
  })
}

const svgTexts = (root: string, image: string) =>
  [...readFileSync(join(root, IMAGES_DIR, image.slice('/images/'.length)), 'utf8').matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text!.trim())

const images = imagesOf(siteContent())

describe("the site's product images show the product they belong to", () => {
  test.each(images.filter(({ image, catalogue }) => catalogue && image.endsWith('.svg')))('$image prints only $brand', ({ brand, image }) => {
    for (const text of svgTexts(resolveContentDir(), image)) expect(text).toBe(brand)
  })

  test.each(images)('$image is named after $id', ({ id, image }) => {
    expect(basename(image)).toMatch(new RegExp(`^${id}-\\d+\\.[a-z]+$`))
  })
})

describe('the fixture content', () => {
  const fixture = imagesOf(fixtureContent())

  test('has both kinds: illustrations and raster photos', () => {
    expect(fixture.some(({ image }) => image.endsWith('.svg'))).toBe(true)
    expect(fixture.some(({ image }) => isRaster(image))).toBe(true)
  })

  test('has illustrations that print their brand, as the site draws them', () => {
    const drawn = fixture.filter(({ image }) => image.endsWith('.svg'))
    expect(drawn.every(({ brand, image }) => svgTexts(FIXTURE_ROOT, image).includes(brand))).toBe(true)
  })
})
