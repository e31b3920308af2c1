/** Image sizes used across the site (SPEC section 3, "Image helper"). */
export const IMAGE_SIZES = {
  main: { width: 600, height: 400 },
  card: { width: 600, height: 400 },
  thumb: { width: 80, height: 80 },
  related: { width: 240, height: 160 },
} as const

export type ImageSize = keyof typeof IMAGE_SIZES

/**
 * The URL to show for a catalogue image. An empty URL gives an inline "Image Not Found"
 * placeholder of the requested size, so a missing image never breaks the layout.
 */
export function imageSrc(url: string | undefined, size: ImageSize): string {
  if (url) return url
  const { width, height } = IMAGE_SIZES[size]
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#eef1f4"/>` +
    `<text x="50%" y="50%" fill="#6b7785" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">Image Not Found</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
