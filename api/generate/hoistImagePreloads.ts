/** React renders a page's `<link rel="preload" as="image">` where its component is, inside the body. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g

/**
 * Moves the image preloads (the first product image, `fetchpriority="high"`) from the body into
 * the head, so the browser asks for the largest image with the stylesheet instead of after the
 * header's markup. React hydrates such links wherever they are in the document.
 */
export function hoistImagePreloads(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const preloads = html.slice(headEnd).match(IMAGE_PRELOAD)
  if (!preloads) return html
  const body = html.slice(headEnd).replace(IMAGE_PRELOAD, '')
  return `${html.slice(0, headEnd)}  ${preloads.join('\n    ')}\n  ${body}`
}
