/** Image sizes used across the site (width and height of each use), and the `sizes` each is drawn at. */
export const IMAGE_SIZES = {
  main: { width: 600, height: 400, sizes: '(max-width: 640px) 100vw, 600px' },
  card: { width: 600, height: 400, sizes: '(max-width: 640px) 100vw, 360px' },
  thumb: { width: 80, height: 80, sizes: '80px' },
  related: { width: 240, height: 160, sizes: '240px' },
} as const

export type ImageSize = keyof typeof IMAGE_SIZES

/**
 * The widths the build makes of every raster photo. The largest is the main image (600 px wide)
 * on a 2x screen, so a photo narrower than it would be blown up: the check rejects it.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const

/** A raster photo must be at least this large (the largest width, at the site's 3:2 shape). */
export const MIN_RASTER_SIZE = { width: 1200, height: 800 } as const

/** Modern formats offered before the fallback, best first. */
export const MODERN_FORMATS = ['avif', 'webp'] as const

export type VariantFormat = (typeof MODERN_FORMATS)[number] | 'jpg' | 'png'

const RASTER = /\.(jpe?g|png|webp)$/

/** Catalogue photos (JPEG, PNG, WebP) get resized variants; SVG illustrations are served as they are. */
export const isRaster = (url: string): boolean => RASTER.test(url)

/** A PNG keeps its transparency in the fallback; JPEG and WebP photos fall back to JPEG. */
export const fallbackFormat = (url: string): VariantFormat => (url.endsWith('.png') ? 'png' : 'jpg')

/** `/images/x/a-1.jpg` at 800 px as AVIF is `/images/x/a-1-800w.avif`; the build writes exactly these. */
export const variantUrl = (url: string, width: number, format: VariantFormat): string => `${url.replace(RASTER, '')}-${width}w.${format}`

/** Link previews (Open Graph, Twitter cards) are this wide: the widest variant. */
export const PREVIEW_WIDTH = IMAGE_WIDTHS[2]

/**
 * The raster image a link preview shows for a catalogue image (social networks do not draw SVG):
 * a photo's widest fallback variant, or an SVG illustration's PNG rendering at the same width.
 */
export const previewUrl = (url: string): string =>
  isRaster(url) ? variantUrl(url, PREVIEW_WIDTH, fallbackFormat(url)) : `${url.replace(/\.svg$/, '')}-${PREVIEW_WIDTH}w.png`

/** A `srcset` listing the variant of every width in one format. */
const variantSrcset = (url: string, format: VariantFormat): string =>
  IMAGE_WIDTHS.map((width) => `${variantUrl(url, width, format)} ${width}w`).join(', ')

/** What a `<picture>` needs: one source per modern format, then the fallback `<img>`. */
type PictureSources = {
  sources: { type: `image/${(typeof MODERN_FORMATS)[number]}`; srcSet: string }[]
  src: string
  srcSet: string
}

/** The `<picture>` sources of a raster photo; undefined for an SVG or a missing image. */
export function pictureSources(url: string | undefined): PictureSources | undefined {
  if (!url || !isRaster(url)) return undefined
  const fallback = fallbackFormat(url)
  return {
    sources: MODERN_FORMATS.map((format) => ({ type: `image/${format}` as const, srcSet: variantSrcset(url, format) })),
    src: variantUrl(url, IMAGE_WIDTHS[1], fallback),
    srcSet: variantSrcset(url, fallback),
  }
}

/**
 * The URL to show for a catalogue image. An empty URL gives an inline "Image Not Found"
 * placeholder of the requested size, so a missing image never breaks the layout.
 */
export function imageSrc(url: string | undefined, size: ImageSize): string {
  if (url) return pictureSources(url)?.src ?? url
  const { width, height } = IMAGE_SIZES[size]
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#eef1f4"/>` +
    `<text x="50%" y="50%" fill="#6b7785" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">Image Not Found</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
