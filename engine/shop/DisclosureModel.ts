import type { SiteConfig } from '../../schemas/types.gen.ts'

/** site.yaml's short disclosure sentence and its link to the full disclosure page. */
export type DisclosureModel = Pick<SiteConfig['affiliateDisclosure'], 'short' | 'linkLabel' | 'href'>

export const buildDisclosureModel = ({ affiliateDisclosure: { short, linkLabel, href } }: SiteConfig): DisclosureModel => ({ short, linkLabel, href })
