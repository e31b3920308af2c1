import type { ReviewProductModel } from '../pages/PageModel.ts'
import { absoluteUrl } from './SeoContext.ts'
import type { SeoContext } from './SeoContext.ts'

export type PreviewImage = { url: string; width: number; height: number; alt: string }

/** The head's link-preview and indexing facts, complete, for one page. */
export type PageMeta = {
  /** Absent on error pages, which must not be indexed. */
  canonical?: string
  noindex: boolean
  ogType: 'website' | 'article'
  image: PreviewImage
}

/**
 * A review previews with its product's first image, other pages with the site's image; an error
 * page (404 or a failed render) is `noindex` and names no canonical.
 */
export function pageMeta(product: ReviewProductModel | undefined, context: SeoContext & { isError: boolean }): PageMeta {
  const { layout } = context
  const { image: siteImage, productImageSize } = layout.preview
  const image = product?.images[0]
    ? { url: absoluteUrl(layout, product.images[0]), ...productImageSize, alt: product.title }
    : { url: absoluteUrl(layout, siteImage.src), width: siteImage.width, height: siteImage.height, alt: siteImage.alt }
  return {
    ...(context.isError ? {} : { canonical: absoluteUrl(layout, context.pathname) }),
    noindex: context.isError,
    ogType: product ? 'article' : 'website',
    image,
  }
}
