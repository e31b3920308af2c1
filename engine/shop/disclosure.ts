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

/**
 * The line saying the data is made up, written once: every page's footer and the about page's
 * demo-data-notice section say it when site.yaml's `demoData` is true.
 */
export const DEMO_DATA_NOTICE = "Products, brands, shops, prices and the site's own figures (such as its weekly shoppers) on this site are fictional demonstration data."

/** "A", "A and B", "A, B and C". */
export function listOfNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * Who pays the site, by name: the shops of retailers.yaml, the only ones its buy links lead to.
 * Undefined when it links to none, since then no shop pays it.
 */
export function paidByStatement(shops: readonly string[]): string | undefined {
  if (shops.length === 0) return undefined
  return `We earn a commission when you buy through our links to ${listOfNames(shops)}.`
}
