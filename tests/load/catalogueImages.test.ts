import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { rasterSize } from '../../engine/check/rasterSize.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8899aa' } })

test.each([
  ['jpg', (w: number, h: number) => photo(w, h).jpeg()],
  ['png', (w: number, h: number) => photo(w, h).png()],
  ['webp', (w: number, h: number) => photo(w, h).webp()],
  ['lossless webp', (w: number, h: number) => photo(w, h).webp({ lossless: true })],
] as const)('the size of a %s photo is read from its header', async (_name, encode) => {
  const file = join(root, 'size-probe')
  writeFileSync(file, await encode(1234, 817).toBuffer())
  expect(rasterSize(file)).toEqual({ width: 1234, height: 817 })
})

test.each([
  ['an SVG named like a photo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"/>')],
  ['a JPEG cut short before its frame header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
  ['bytes of no image format', Buffer.from('not an image at all')],
] as const)('%s has no photo size', (_name, bytes) => {
  const file = join(root, 'size-probe')
  writeFileSync(file, bytes)
  expect(rasterSize(file)).toBeUndefined()
})

test('the check reports a missing and an undersized photo at the line and column of its path', async () => {
  await photo(800, 600).jpeg().toFile(join(root, 'api/catalogue/images/recumbent-bikes/easyride-r100-2.jpg'))
  const file = join(root, 'api/catalogue/recumbent-bikes.yaml')
  writeFileSync(file, readFileSync(file, 'utf8').replace('/images/recumbent-bikes/easyride-r100-3.jpg', '/images/recumbent-bikes/easyride-r100-9.jpg'))
  // The lines of the two sub-images in this copy of the catalogue, so the test follows its layout.
  const lines = readFileSync(file, 'utf8').split('\n')
  const lineOf = (image: string) => lines.findIndex((line) => line.endsWith(`- /images/recumbent-bikes/${image}`)) + 1
  const result = loadContent(root)
  expect(result.ok ? '' : formatProblems(result.problems)).toBe(
    [
      `api/catalogue/recumbent-bikes.yaml:${lineOf('easyride-r100-2.jpg')}:9  /products/2/sub_images/1  image too small: api/catalogue/images/recumbent-bikes/easyride-r100-2.jpg is 800x600 px; a photo needs at least 1200x800 px (the widest size the site serves)`,
      `api/catalogue/recumbent-bikes.yaml:${lineOf('easyride-r100-9.jpg')}:9  /products/2/sub_images/2  image not found: api/catalogue/images/recumbent-bikes/easyride-r100-9.jpg`,
      '2 problems in 1 file',
    ].join('\n'),
  )
})
