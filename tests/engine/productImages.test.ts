import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { resolveContentDir } from '../../engine/load/resolveContentDir.server.ts'
import { IMAGES_DIR } from '../../engine/load/loadCatalogue.server.ts'
import { isRaster } from '../../engine/shop/images.ts'
import { siteContent } from '../support/content.ts'

// Every picture shown for a product is of that product: an SVG illustration prints its product's
// brand and no other words, and every file (illustration or photo) is named after its product's id.
const content = siteContent()
const reviewImages = new Map([...content.reviews.values()].map((review) => [review.product, review.defaults?.images ?? []]))
const images = content.catalogue.all().flatMap((product) =>
  [...new Set([product.image, ...(product.sub_images ?? []), ...(reviewImages.get(product.id) ?? [])])].map((image) => ({ id: product.id, brand: product.brand, image })),
)
const svgTexts = (image: string) =>
  [...readFileSync(join(resolveContentDir(), IMAGES_DIR, image.slice('/images/'.length)), 'utf8').matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text!.trim())

describe('product images show the product they belong to', () => {
  test.each(images.filter(({ image }) => image.endsWith('.svg')))('$image prints $brand', ({ brand, image }) => {
    const texts = svgTexts(image)
    expect(texts.length).toBeGreaterThanOrEqual(1)
    for (const text of texts) expect(text).toBe(brand)
  })

  test.each(images)('$image is named after $id', ({ id, image }) => {
    expect(basename(image)).toMatch(new RegExp(`^${id}-\\d+\\.[a-z]+$`))
  })

  test('the content has both kinds: illustrations and raster photos', () => {
    expect(images.some(({ image }) => image.endsWith('.svg'))).toBe(true)
    expect(images.some(({ image }) => isRaster(image))).toBe(true)
  })
})
