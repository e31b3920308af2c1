import type { SiteConfig } from '../../schemas/types.gen.ts'

/** A shop the site's buy links lead to, and what the site says about being paid by it (retailers.yaml). */
export type ShopDisclosure = { name: string; disclosure: string }

/**
 * site.yaml's short disclosure sentence and its link to the full disclosure page, and the shops
 * that pay the site, which the disclosure page names.
 */
export type DisclosureModel = Pick<SiteConfig['affiliateDisclosure'], 'short' | 'linkLabel' | 'href'> & { shops: ShopDisclosure[] }

export const buildDisclosureModel = ({ affiliateDisclosure: { short, linkLabel, href } }: SiteConfig, retailers: readonly ShopDisclosure[]): DisclosureModel => ({
  short,
  linkLabel,
  href,
  shops: retailers.map(({ name, disclosure }) => ({ name, disclosure })),
})
