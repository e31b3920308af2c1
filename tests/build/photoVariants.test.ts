import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { builtImagesDir } from '../../api/generate/generatedFiles.ts'
import { createApp } from '../../api/server/app.ts'
import { createLogger } from '../../api/process/logger.ts'
import { isRaster } from '../../engine/shop/images.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

const content = siteContent()
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

let site: Started
let development: Started
beforeAll(async () => {
  site = await startProduction()
  // Without built images the app makes a photo's variants on request, as in `npm run dev`.
  development = await listen(createApp({ contentDir: resolveContentDir(), getContent: () => content, logger: createLogger('silent') }))
})
afterAll(async () => {
  await site.close()
  await development.close()
})

/** A review whose product's main image is a photo; the content decides which. */
function photoReview() {
  for (const [slug, review] of content.reviews) {
    const product = content.catalogue.byId(review.product)
    if (product && isRaster(product.image)) return { slug, image: product.image }
  }
  throw new Error('no review in the content shows a raster photo')
}

/** The review's main `<img>` tag, whatever the order of its attributes. */
const mainImage = (html: string) => /<img [^>]*class="image-switcher__main"[^>]*>/.exec(html)?.[0] ?? ''

const avifSrcset = (html: string) => /<source type="image\/avif" srcSet="([^"]+)" sizes="[^"]+"\/>/.exec(html)?.[1]

test('a review shows its photo as <picture> with AVIF and WebP srcsets, sizes, width and height', async () => {
  const { slug, image } = photoReview()
  const html = await (await fetch(`${site.url}/product/${slug}`)).text()
  const stem = image.replace(/\.\w+$/, '')
  expect(avifSrcset(html)).toBe(`${stem}-400w.avif 400w, ${stem}-800w.avif 800w, ${stem}-1200w.avif 1200w`)
  expect(html).toContain(`<source type="image/webp" srcSet="${stem}-400w.webp 400w, ${stem}-800w.webp 800w, ${stem}-1200w.webp 1200w"`)
  const main = mainImage(html)
  expect(main).toMatch(new RegExp(` src="${stem}-800w\\.(jpg|png)" srcSet="${stem}-400w\\.(jpg|png) 400w, [^"]+" sizes="\\(max-width: 640px\\) 100vw, 600px"`))
  expect(main).toContain('width="600" height="400"')
})

test('the photo is served as AVIF, WebP and fallback from the build, with their content types', async () => {
  const { slug } = photoReview()
  const html = await (await fetch(`${site.url}/product/${slug}`)).text()
  const avif = avifSrcset(html)!.split(', ').map((entry) => entry.split(' ')[0]!)
  for (const url of avif) {
    expect(existsSync(join(builtImagesDir(projectRoot()), url.slice('/images/'.length))), url).toBe(true)
    const response = await fetch(site.url + url, { headers: { accept: BROWSER_ACCEPT } })
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-type'), url).toBe('image/avif')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString('ascii', 4, 12), url).toBe('ftypavif')
  }
  const webp = await fetch(site.url + avif[1]!.replace(/\.avif$/, '.webp'))
  expect(webp.headers.get('content-type')).toBe('image/webp')
})

test('without a build, a photo variant is made on request with its content type', async () => {
  const { image } = photoReview()
  const url = image.replace(/\.\w+$/, '-400w.avif')
  const response = await fetch(development.url + url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/avif')
  expect(Buffer.from(await response.arrayBuffer()).toString('ascii', 4, 12)).toBe('ftypavif')
  expect((await fetch(development.url + image.replace(/\.\w+$/, '-401w.avif'))).status).toBe(404)
})

test('an SVG illustration stays a plain image', async () => {
  const svgReview = [...content.reviews].find(([, review]) => content.catalogue.byId(review.product)?.image.endsWith('.svg'))
  if (!svgReview) throw new Error('no review in the content shows an SVG')
  const html = await (await fetch(`${site.url}/product/${svgReview[0]}`)).text()
  expect(mainImage(html)).toMatch(/^<img src="\/images\/[^"]+\.svg" class="image-switcher__main"/)
  expect(mainImage(html)).not.toContain('srcSet')
})
