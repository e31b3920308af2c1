import { expect, test } from 'vitest'
import { imageSrc } from '../../engine/shop/images.ts'

test('a catalogue image is used as it is', () => {
  expect(imageSrc('/images/treadmills/a-1.svg', 'main')).toBe('/images/treadmills/a-1.svg')
})

test('an empty URL gives an "Image Not Found" placeholder of the requested size', () => {
  const main = decodeURIComponent(imageSrc('', 'main'))
  expect(main).toMatch(/^data:image\/svg\+xml,/)
  expect(main).toContain('width="600" height="400"')
  expect(main).toContain('Image Not Found')
  expect(decodeURIComponent(imageSrc(undefined, 'thumb'))).toContain('width="80" height="80"')
  expect(decodeURIComponent(imageSrc(undefined, 'related'))).toContain('width="240" height="160"')
})
