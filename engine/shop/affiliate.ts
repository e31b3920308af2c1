import type { SiteConfig } from '../../schemas/types.gen.ts'
import { bestOffer } from './offerBook.ts'

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

/** Where a buy control leads, the shop it names, and that shop's own disclosure when it gives one. */
export type BuyLinkModel = { buyHref: string; shop: string; shopDisclosure?: string }

/**
 * A buy control's link and the shop it names, always taken together. When a retailer of the
 * offers store has the product in stock, the control leads to the offer whose price pages show
 * (the cheapest landed price), through that retailer's link template, names that retailer and
 * carries its disclosure; otherwise it leads to the product's own link (site.yaml's retailer).
 */
export function buyLink(product: { id: string; affiliate_link?: string | undefined; url?: string | undefined; shop: string }): BuyLinkModel {
  const offer = bestOffer(product.id)
  if (offer) return { buyHref: offer.link, shop: offer.retailer.name, shopDisclosure: offer.retailer.disclosure }
  return { buyHref: buyHref(product), shop: product.shop }
}
