import type { SiteConfig } from '../../schemas/types.gen.ts'

/** rel for every link to the retailer, with `sponsored`, which search engines ask for on paid links. */
export const AFFILIATE_REL = 'sponsored nofollow noopener noreferrer'

export type RetailerLinks = {
  url: string
  affiliate_link: string
  /** The shop the links lead to, named from the link itself: what every buy control says. */
  shop: string
}

/** The retailer's plain product URL, the tagged affiliate link and the shop they lead to. */
export function retailerLinks(retailer: SiteConfig['retailer'], asin: string): RetailerLinks {
  const url = retailer.productUrl.replace('{asin}', encodeURIComponent(asin))
  const tagged = new URL(url)
  tagged.searchParams.set('tag', retailer.associateTag)
  const affiliate_link = tagged.toString()
  return { url, affiliate_link, shop: shopOfLink(affiliate_link, retailer) }
}

/**
 * The name of the shop a link leads to: the configured retailer's name when the link is on its
 * site, else the link's own host name, so a label can never name a shop the link does not open.
 */
export function shopOfLink(href: string, retailer: SiteConfig['retailer']): string {
  const host = hostOf(href)
  if (!host) return 'the retailer'
  if (host === hostOf(retailer.productUrl.replace('{asin}', 'x'))) return retailer.name
  return host.replace(/^www\./, '')
}

function hostOf(href: string): string | undefined {
  try {
    return new URL(href).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

/** Where a buy control leads: the affiliate link, else the plain url, else nowhere ("#"). */
export function buyHref(product: { affiliate_link?: string | undefined; url?: string | undefined }): string {
  return product.affiliate_link || product.url || '#'
}

/** A buy control's link and the shop it names, always taken together from the product's link. */
export function buyLink(product: { affiliate_link?: string | undefined; url?: string | undefined; shop: string }): { buyHref: string; shop: string } {
  return { buyHref: buyHref(product), shop: product.shop }
}
