import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import sharp from 'sharp'
import type { Sharp } from 'sharp'
import { fallbackFormat, IMAGE_WIDTHS, isRaster, MODERN_FORMATS, PREVIEW_WIDTH, variantUrl } from '../../engine/shop/images.ts'
import type { VariantFormat } from '../../engine/shop/images.ts'

export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/** One file the build makes from a raster photo: its path under the images folder, width and format. */
type Variant = { file: string; width: number; format: VariantFormat }

/** Every variant of the photo at `file` (a path under the images folder): each width in AVIF, WebP and the fallback. */
function variantsOf(file: string): Variant[] {
  const formats = [...MODERN_FORMATS, fallbackFormat(file)]
  return IMAGE_WIDTHS.flatMap((width) => formats.map((format) => ({ file: variantUrl(file, width, format), width, format })))
}

/**
 * The bytes of one variant. Encoding (AVIF above all) is the slow part of a build, so each result
 * is kept in `cacheDir` under a hash of the source bytes, width, format and encoder settings: an
 * unchanged photo is encoded once per machine, not once per build.
 */
export async function renderVariant(source: string, width: number, format: VariantFormat, cacheDir: string): Promise<Buffer> {
  const bytes = readFileSync(source)
  const key = createHash('sha256').update(bytes).update(`${width}.${format}.${JSON.stringify(ENCODERS[format])}`).digest('hex').slice(0, 32)
  const cached = join(cacheDir, `${key}.${format}`)
  if (existsSync(cached)) return readFileSync(cached)
  // Never enlarged: the check already rejects a photo narrower than the widest variant. An SVG is
  // drawn at four times its own size first, so its link preview is sharp at 1200 px.
  const input = source.endsWith('.svg') ? sharp(bytes, { density: 4 * 72 }) : sharp(bytes)
  const resized = input.rotate().resize({ width, withoutEnlargement: true })
  const encoded = await encode(resized, format).toBuffer()
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(cached, encoded)
  return encoded
}

/**
 * Each format's encoder settings. AVIF at effort 3 rather than sharp's default 4: a third of the
 * processor time for files 6% larger (the 126 AVIFs of the demo photos: 28 s against 87 s of
 * processor time, 230 kB against 217 kB), still the smallest of the three formats.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75 },
  jpg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const satisfies Record<VariantFormat, object>

function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif(ENCODERS.avif)
    case 'webp':
      return image.webp(ENCODERS.webp)
    case 'jpg':
      return image.jpeg(ENCODERS.jpg)
    case 'png':
      return image.png(ENCODERS.png)
    default: {
      const never: never = format
      throw new Error(`no encoder for ${String(never)}`)
    }
  }
}

/**
 * Writes every variant of every raster photo under `imagesDir` into `outDir` (same layout), and
 * the PNG link previews of the SVGs in `previews` (paths under the images folder, as
 * `previewUrl` names them); SVGs themselves are left to the copy. With `keepWritten` (the code,
 * and so the encoders, unchanged since the last build), a variant written after its photo changed
 * is left as it is.
 */
export async function writeVariants(imagesDir: string, outDir: string, cacheDir: string, previews: readonly string[] = [], keepWritten = false): Promise<number> {
  const photos = readdirSync(imagesDir, { recursive: true, encoding: 'utf8' }).filter(isRaster)
  const jobs = photos.flatMap((photo) => variantsOf(photo).map((variant) => ({ source: join(imagesDir, photo), variant })))
  for (const file of new Set(previews)) {
    // A photo's preview is one of its variants, already listed above.
    const found = sourceOfVariant(imagesDir, file)
    if (found?.source.endsWith('.svg')) jobs.push({ source: found.source, variant: { file, width: found.width, format: found.format } })
  }
  // sharp runs each encode on libvips' own threads: two at a time keeps every core busy without queueing memory.
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { source, variant } = jobs[next++]!
      const target = join(outDir, variant.file)
      if (keepWritten && writtenAfter(target, source)) continue
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, await renderVariant(source, variant.width, variant.format, cacheDir))
    }
  }
  await Promise.all([worker(), worker()])
  return jobs.length
}

/** Whether `target` was written after `source` last changed. */
function writtenAfter(target: string, source: string): boolean {
  return existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs
}

/** The cache of encoded variants: outside dist/, which every build empties. */
export const variantCacheDir = (root: string) => join(root, 'node_modules/.cache/image-variants')

/**
 * The photo a variant path was made from, if one exists under `imagesDir`; or the SVG illustration
 * a link preview (`x/a-1-1200w.png`, as `previewUrl` names it) is drawn from.
 */
export function sourceOfVariant(imagesDir: string, path: string): { source: string; width: number; format: VariantFormat } | undefined {
  const match = /^(.+)-(\d+)w\.(avif|webp|jpg|png)$/.exec(path)
  if (!match) return undefined
  const [, base = '', width = '', extension = ''] = match
  const present = (source: string) => !relative(imagesDir, source).startsWith('..') && existsSync(source)
  for (const source of ['jpg', 'jpeg', 'png', 'webp'].map((ext) => join(imagesDir, `${base}.${ext}`))) {
    if (!present(source)) continue
    const variant = variantsOf(relative(imagesDir, source)).find((v) => v.width === Number(width) && v.format === extension)
    return variant && { source, width: variant.width, format: variant.format }
  }
  const svg = join(imagesDir, `${base}.svg`)
  return extension === 'png' && Number(width) === PREVIEW_WIDTH && present(svg) ? { source: svg, width: PREVIEW_WIDTH, format: 'png' } : undefined
}
