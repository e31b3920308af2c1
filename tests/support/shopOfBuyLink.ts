import type { SiteConfig } from '../../schemas/types.gen.ts'
import { readRetailers } from '../../api/store/retailers.ts'
import { shopOfLink } from '../../engine/shop/affiliate.ts'
import { FIXTURE_ROOT } from './content.ts'

const hostOf = (href: string) => new URL(href.replaceAll('&amp;', '&')).host.toLowerCase()

/**
 * The name a buy control must give for its link: the offers store's retailer whose link template
 * the link was built from, else what the site's own retailer rule names (site.yaml's retailer).
 */
export function shopOfBuyLink(href: string, siteRetailer: SiteConfig['retailer'], contentRoot: string = FIXTURE_ROOT): string {
  const retailer = readRetailers(contentRoot).find((candidate) => hostOf(candidate.linkTemplate.replace('{url}', 'x')) === hostOf(href))
  return retailer?.name ?? shopOfLink(href, siteRetailer)
}

/** The hosts buy controls may lead to: site.yaml's retailer and every retailer of the offers store. */
export function shopHosts(siteRetailer: SiteConfig['retailer'], contentRoot: string = FIXTURE_ROOT): string[] {
  return [hostOf(siteRetailer.productUrl.replace('{asin}', 'x')), ...readRetailers(contentRoot).map((retailer) => hostOf(retailer.linkTemplate.replace('{url}', 'x')))]
}

/** A shop's name as a pattern: its brackets and dots match themselves. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
