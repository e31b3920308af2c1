/**
 * "Image not available" in a product image's own box when its file fails to load. The boxes are
 * ProductImage's `[data-product-image]` wrappers; marking one shows the note the server already
 * drew. One listener on the document serves the server's HTML and whatever React draws later,
 * and an image that failed before this ran (the script runs after the HTML, and React hydrates
 * after the first paint) is found on attach. A box whose image loads later (the review's image
 * switcher points it at another file) is unmarked.
 */
export function showImageFallbacks(): void {
  document.addEventListener('error', (event) => mark(event.target, true), true)
  document.addEventListener('load', (event) => mark(event.target, false), true)
  for (const image of document.querySelectorAll<HTMLImageElement>('[data-product-image] img')) {
    if (!image.complete || image.naturalWidth > 0) continue
    // A lazy image not fetched yet also reads as complete with no size: decoding tells the two apart.
    image.decode().catch(() => {
      if (image.naturalWidth === 0) mark(image, true)
    })
  }
}

function mark(target: EventTarget | null, failed: boolean): void {
  if (!(target instanceof HTMLImageElement)) return
  const box = target.closest<HTMLElement>('[data-product-image]')
  if (!box) return
  if (failed) {
    box.dataset.imageFailed = ''
    keepShape(target)
  } else {
    delete box.dataset.imageFailed
    target.style.removeProperty('aspect-ratio')
  }
}

/**
 * A broken image loses the shape its width and height attributes gave it; set that shape again
 * (through the style object, which the Content-Security-Policy allows) so its box stays the size
 * the page was laid out with.
 */
function keepShape(image: HTMLImageElement): void {
  const width = Number(image.getAttribute('width'))
  const height = Number(image.getAttribute('height'))
  if (width > 0 && height > 0) image.style.aspectRatio = `${width} / ${height}`
}
