import type { SiteConfig } from '../../schemas/types.gen.ts'

/** rel for every link to the retailer, with `sponsored`, which search engines ask for on paid links. */
export const AFFILIATE_REL = 'sponsored nofollow noopener noreferrer'

export type RetailerLinks = { url: string; affiliate_link: string }

/** The retailer's plain product URL and the tagged affiliate link, from the product's code. */
export function retailerLinks(retailer: SiteConfig['retailer'], asin: string): RetailerLinks {
  const url = retailer.productUrl.replace('{asin}', encodeURIComponent(asin))
  const tagged = new URL(url)
  tagged.searchParams.set('tag', retailer.associateTag)
  return { url, affiliate_link: tagged.toString() }
}

/** Where a buy control leads: the affiliate link, else the plain url, else nowhere ("#"). */
export function buyHref(product: { affiliate_link?: string | undefined; url?: string | undefined }): string {
  return product.affiliate_link || product.url || '#'
}
