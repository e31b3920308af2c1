import type { Categories } from './Categories.ts'

/** Every page route of the site, written once: the renderer's +route.ts files export these. */
export const ROUTES = {
  category: '/category/@category',
  compare: '/product-compare',
  /** A comparison's chosen products on one printable page, to take to a store. */
  comparePrint: '/product-compare/print',
  /** The section gallery, where editors see every section type: development, or production with SECTION_GALLERY=1. */
  gallery: '/_sections',
  guide: '/guides/@slug',
  /** The guides index, generated from every guide's title, summary and image. */
  guides: '/guides',
  info: '/@page',
  review: '/product/@slug',
  search: '/search',
} as const

/** Where the browser fetches another view of a category's list (the view's query follows): beside the category API. */
export const categoryViewApi = (slug: string): string => `/api/categories/${encodeURIComponent(slug)}/view`

/** First path segments the server answers itself before any page (API, assets, images, SEO files). */
const SERVER_SEGMENTS = ['api', 'assets', 'images', 'robots.txt', 'sitemap.xml']

/**
 * Names an information page (served at /<name>) cannot take: the first segment of every other
 * route, what the server answers itself, and every category spelling (/<spelling> redirects to
 * its category's list page, so a page there could never be reached).
 */
export function reservedPageNames(categories: Categories): Map<string, string> {
  const reserved = new Map<string, string>()
  for (const route of Object.values(ROUTES)) {
    const first = route.split('/')[1] ?? ''
    if (first && !first.startsWith('@')) reserved.set(first, `${route.replace(/\/@.*$/, '')} belongs to another part of the site`)
  }
  for (const segment of SERVER_SEGMENTS) reserved.set(segment, `/${segment} belongs to another part of the site`)
  for (const category of categories.all()) {
    for (const spelling of [category.slug, ...category.spellings]) {
      reserved.set(spelling, `/${spelling} leads to the ${category.label} list page (${category.path})`)
    }
  }
  return reserved
}
