/**
 * Behaviours of the read-only page sections, on server HTML: the review's image switcher, the
 * "Back to products" button and the logging of images that fail to load (logged only: a broken
 * image changes nothing else on the page).
 */
export function enhanceImageSwitcher(switcher: HTMLElement): void {
  const main = switcher.querySelector<HTMLImageElement>('.image-switcher__main')
  const thumbs = [...switcher.querySelectorAll<HTMLButtonElement>('button[data-src]')]
  if (!main) return
  thumbs.forEach((thumb, i) =>
    thumb.addEventListener('click', () => {
      showImage(main, thumb)
      main.dataset.errorLog = `Failed to load image: main image ${i + 1}`
      thumbs.forEach((other) => other.setAttribute('aria-pressed', String(other === thumb)))
    }),
  )
}

/**
 * Points the main image at the thumbnail's image: its `<picture>` sources (a raster photo's AVIF
 * and WebP srcsets) first, since the browser picks from them before it looks at the `<img>`.
 */
function showImage(main: HTMLImageElement, thumb: HTMLButtonElement): void {
  const { src, srcset } = thumb.dataset
  const picture = main.parentElement instanceof HTMLPictureElement ? main.parentElement : undefined
  picture?.querySelectorAll('source').forEach((source) => {
    const format = source.type.slice('image/'.length)
    const next = thumb.getAttribute(`data-srcset-${format}`)
    if (next) source.srcset = next
    else source.remove()
  })
  if (srcset) main.srcset = srcset
  else main.removeAttribute('srcset')
  if (src) main.src = src
}

/**
 * One step back when the previous page is ours; a page opened directly (a new tab, a search
 * result, a shared link) goes to its category page instead.
 */
export function enhanceBackButton(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    if (cameFromThisSite()) window.history.back()
    else window.location.assign(button.dataset.fallbackHref ?? '/')
  })
}

function cameFromThisSite(): boolean {
  if (window.history.length <= 1) return false
  // The Navigation API names the entry this document was reached from when it is of this site;
  // elsewhere a same-site referrer says so (pages send none to other sites).
  if ('navigation' in window && window.navigation.activation?.from) return true
  if (!document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/** Images that name what to log (data-error-log) are logged when they fail, before or after this runs. */
export function logImageErrors(): void {
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLImageElement && target.dataset.errorLog) console.error(target.dataset.errorLog)
    },
    true,
  )
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-error-log]')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('loading') !== 'lazy') console.error(image.dataset.errorLog)
  }
}
