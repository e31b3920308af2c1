import type { SiteConfig } from '../../schemas/types.gen.ts'
import type { Categories } from '../catalogue/Categories.ts'

export type NavLink = { label: string; href: string }

/** A category as menus link it. */
export type CategoryLink = NavLink & { slug: string }

/** What the header and footer need, on every page. */
export type LayoutModel = {
  siteName: string
  /** The public origin (no trailing slash), for canonical links. */
  siteUrl: string
  tagline: string
  weeklyShoppers: number
  supportHours: string
  /** The retailer programme's required sentence, in the footer of every page. */
  associateStatement: string
  contact: SiteConfig['contact']
  /** Every category, in menu order. */
  categories: CategoryLink[]
  navigation: SiteConfig['navigation']
  /** Link previews: the default image and the size of every catalogue image (site.yaml `seo`). */
  preview: { image: SiteConfig['seo']['image']; productImageSize: SiteConfig['seo']['productImageSize'] }
}

export function buildLayoutModel(site: SiteConfig, categories: Categories): LayoutModel {
  return {
    siteName: site.name,
    siteUrl: site.url,
    tagline: site.tagline,
    weeklyShoppers: site.claims.weeklyShoppers,
    supportHours: site.claims.supportHours,
    associateStatement: site.affiliateDisclosure.associateStatement,
    contact: site.contact,
    categories: categories.all().map((category) => ({ slug: category.slug, label: category.label, href: category.path })),
    navigation: site.navigation,
    preview: { image: site.seo.image, productImageSize: site.seo.productImageSize },
  }
}
