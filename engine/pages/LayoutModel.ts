import type { SiteConfig } from '../../schemas/types.gen.ts'
import { CATEGORY_SLUGS, categoryLabel, categoryPath } from '../catalogue/categories.ts'

export type NavLink = { label: string; href: string }

/** What the header and footer need, on every page. */
export type LayoutModel = {
  siteName: string
  /** The public origin (no trailing slash), for canonical links. */
  siteUrl: string
  tagline: string
  yearLabel: string
  weeklyShoppers: number
  supportHours: string
  contact: SiteConfig['contact']
  categories: NavLink[]
}

export function buildLayoutModel(site: SiteConfig): LayoutModel {
  return {
    siteName: site.name,
    siteUrl: site.url,
    tagline: site.tagline,
    yearLabel: site.yearLabel,
    weeklyShoppers: site.claims.weeklyShoppers,
    supportHours: site.claims.supportHours,
    contact: site.contact,
    categories: CATEGORY_SLUGS.map((slug) => ({ label: categoryLabel(slug), href: categoryPath(slug) })),
  }
}
