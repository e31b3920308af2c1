import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { imageSrc, pictureSources, variantUrl } from '../../engine/shop/images.ts'
import { ProductImage } from '../../engine/ui/ProductImage.tsx'

test('an SVG illustration is used as it is', () => {
  expect(imageSrc('/images/treadmills/a-1.svg', 'main')).toBe('/images/treadmills/a-1.svg')
  expect(pictureSources('/images/treadmills/a-1.svg')).toBeUndefined()
})

test('an empty URL gives an "Image Not Found" placeholder of the requested size', () => {
  const main = decodeURIComponent(imageSrc('', 'main'))
  expect(main).toMatch(/^data:image\/svg\+xml,/)
  expect(main).toContain('width="600" height="400"')
  expect(main).toContain('Image Not Found')
  expect(decodeURIComponent(imageSrc(undefined, 'thumb'))).toContain('width="80" height="80"')
  expect(decodeURIComponent(imageSrc(undefined, 'related'))).toContain('width="240" height="160"')
})

test('a photo is offered as AVIF, then WebP, at three widths, with a JPEG fallback', () => {
  expect(variantUrl('/images/x/a-1.jpeg', 800, 'avif')).toBe('/images/x/a-1-800w.avif')
  expect(pictureSources('/images/x/a-1.webp')).toEqual({
    sources: [
      { type: 'image/avif', srcSet: '/images/x/a-1-400w.avif 400w, /images/x/a-1-800w.avif 800w, /images/x/a-1-1200w.avif 1200w' },
      { type: 'image/webp', srcSet: '/images/x/a-1-400w.webp 400w, /images/x/a-1-800w.webp 800w, /images/x/a-1-1200w.webp 1200w' },
    ],
    src: '/images/x/a-1-800w.jpg',
    srcSet: '/images/x/a-1-400w.jpg 400w, /images/x/a-1-800w.jpg 800w, /images/x/a-1-1200w.jpg 1200w',
  })
  expect(pictureSources('/images/x/a-1.png')?.src).toBe('/images/x/a-1-800w.png')
})

test('ProductImage draws a photo as <picture> with sizes, width and height; an SVG as a plain <img>', () => {
  const photo = renderToStaticMarkup(<ProductImage url="/images/x/a-1.jpg" size="related" alt="" width={240} height={160} loading="lazy" />)
  expect(photo).toBe(
    '<span class="product-image" data-product-image="">' +
      '<picture>' +
      '<source type="image/avif" srcSet="/images/x/a-1-400w.avif 400w, /images/x/a-1-800w.avif 800w, /images/x/a-1-1200w.avif 1200w" sizes="240px"/>' +
      '<source type="image/webp" srcSet="/images/x/a-1-400w.webp 400w, /images/x/a-1-800w.webp 800w, /images/x/a-1-1200w.webp 1200w" sizes="240px"/>' +
      '<img src="/images/x/a-1-800w.jpg" srcSet="/images/x/a-1-400w.jpg 400w, /images/x/a-1-800w.jpg 800w, /images/x/a-1-1200w.jpg 1200w" sizes="240px" alt="" width="240" height="160" loading="lazy"/>' +
      '</picture>' +
      '<span class="product-image__fallback" aria-hidden="true"></span>' +
      '</span>',
  )
  const svg = renderToStaticMarkup(<ProductImage url="/images/x/a-1.svg" size="main" alt="A" width={600} height={400} />)
  expect(svg).toContain('<img src="/images/x/a-1.svg" alt="A" width="600" height="400"/>')
  expect(svg).not.toContain('<picture')
})

test('every ProductImage sits in a box with its hidden "not available" note, whatever the file', () => {
  for (const url of ['/images/x/a-1.jpg', '/images/x/a-1.svg', undefined]) {
    const html = renderToStaticMarkup(<ProductImage url={url} size="card" alt="A" width={600} height={400} />)
    expect(html).toMatch(/<span class="product-image" data-product-image="">.*<img [^>]*alt="A"[^>]*>.*<span class="product-image__fallback" aria-hidden="true"><\/span><\/span>$/)
  }
})
