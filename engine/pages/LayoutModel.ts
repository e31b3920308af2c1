import type { Retailer, SiteConfig } from '../../schemas/types.gen.ts'
import type { Categories } from '../catalogue/Categories.ts'
import { DEMO_DATA_NOTICE, paidByStatement } from '../shop/disclosure.ts'

export type NavLink = { label: string; href: string }

/** A category as menus link it. */
export type CategoryLink = NavLink & { slug: string }

/** What the header and footer need, on every page. */
export type LayoutModel = {
  siteName: string
  /** The public origin (no trailing slash), for canonical links. */
  siteUrl: string
  tagline: string
  /** site.yaml's weekly shoppers figure, shown with where it comes from. */
  weeklyShoppers: { count: number; source: string }
  /** Whether the footer has the newsletter sign-up form (site.yaml `newsletter`). */
  newsletter: boolean
  supportHours: string
  /** Which shops pay the site for the purchases its links lead to, by name, in the footer of every page. */
  paidBy?: string
  /** That the products, brands, shops and prices are fictional (site.yaml `demoData`), in the footer of every page. */
  demoNotice?: string
  contact: SiteConfig['contact']
  /** Every category, in menu order. */
  categories: CategoryLink[]
  navigation: SiteConfig['navigation']
  /** Link previews: the default image and the size of every catalogue image (site.yaml `seo`). */
  preview: { image: SiteConfig['seo']['image']; productImageSize: SiteConfig['seo']['productImageSize'] }
}

export function buildLayoutModel(site: SiteConfig, categories: Categories, retailers: readonly Pick<Retailer, 'name'>[]): LayoutModel {
  const paidBy = paidByStatement(retailers.map((retailer) => retailer.name))
  return {
    siteName: site.name,
    siteUrl: site.url,
    tagline: site.tagline,
    weeklyShoppers: site.claims.weeklyShoppers,
    newsletter: site.newsletter,
    supportHours: site.claims.supportHours,
    ...(paidBy ? { paidBy } : {}),
    ...(site.demoData ? { demoNotice: DEMO_DATA_NOTICE } : {}),
    contact: site.contact,
    categories: categories.all().map((category) => ({ slug: category.slug, label: category.label, href: category.path })),
    navigation: site.navigation,
    preview: { image: site.seo.image, productImageSize: site.seo.productImageSize },
  }
}
