import type { LayoutModel } from '../pages/LayoutModel.ts'

/** What head tags and structured data need besides the page model: the site and this URL. */
export type SeoContext = {
  layout: LayoutModel
  /**
   * The page's canonical path: its path and only the declared parameters that make another page
   * (a comparison's category); filtered and paged views share their page's canonical.
   */
  pathname: string
}

/** An absolute URL on the site's configured origin (never a request's Host header). */
export function absoluteUrl(layout: LayoutModel, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${layout.siteUrl}${path}`
}
