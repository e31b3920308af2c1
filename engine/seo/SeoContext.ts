import type { LayoutModel } from '../pages/LayoutModel.ts'

/** What head tags and structured data need besides the page model: the site and this URL. */
export type SeoContext = {
  layout: LayoutModel
  /** The page's path without its query: filtered and paged views share their page's canonical. */
  pathname: string
}

/** An absolute URL on the site's configured origin (never a request's Host header). */
export function absoluteUrl(layout: LayoutModel, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${layout.siteUrl}${path}`
}
