import type { ReviewProductModel } from '../sections/contract/ReviewProductModel.ts'
import { PREVIEW_WIDTH, previewUrl } from '../shop/images.ts'
import { absoluteUrl } from './SeoContext.ts'
import type { SeoContext } from './SeoContext.ts'

type PreviewImage = { url: string; width: number; height: number; alt: string }

/** The head's link-preview and indexing facts, complete, for one page. */
type PageMeta = {
  /** Absent on error pages, which must not be indexed. */
  canonical?: string
  noindex: boolean
  ogType: 'website' | 'article'
  image: PreviewImage
}

/**
 * A review previews with its product's first image, other pages with the site's image, each as
 * its raster preview (PREVIEW_WIDTH wide; social networks do not draw SVG); an error page (404 or
 * a failed render) is `noindex` and names no canonical.
 */
export function pageMeta(product: ReviewProductModel | undefined, context: SeoContext & { isError: boolean }): PageMeta {
  const { layout } = context
  const { image: siteImage, productImageSize } = layout.preview
  const preview = (src: string, size: { width: number; height: number }, alt: string): PreviewImage => ({
    url: absoluteUrl(layout, previewUrl(src)),
    width: PREVIEW_WIDTH,
    height: Math.round((PREVIEW_WIDTH * size.height) / size.width),
    alt,
  })
  const image = product?.images[0] ? preview(product.images[0], productImageSize, product.title) : preview(siteImage.src, siteImage, siteImage.alt)
  return {
    ...(context.isError ? {} : { canonical: absoluteUrl(layout, context.pathname) }),
    noindex: context.isError,
    ogType: product ? 'article' : 'website',
    image,
  }
}
