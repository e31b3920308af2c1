import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from './content.ts'

const hostOf = (href: string) => new URL(href.replaceAll('&amp;', '&')).host.toLowerCase()

/** The name a buy control must give for its link: the offers store's retailer whose link template the link was built from. */
export function shopOfBuyLink(href: string, contentRoot: string = FIXTURE_ROOT): string | undefined {
  return readRetailers(contentRoot).find((candidate) => hostOf(candidate.linkTemplate.replace('{url}', 'x')) === hostOf(href))?.name
}

/** The hosts buy controls may lead to: those of the offers store's retailers, and no other. */
export function shopHosts(contentRoot: string = FIXTURE_ROOT): string[] {
  return readRetailers(contentRoot).map((retailer) => hostOf(retailer.linkTemplate.replace('{url}', 'x')))
}

/** A shop's name as a pattern: its brackets and dots match themselves. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
