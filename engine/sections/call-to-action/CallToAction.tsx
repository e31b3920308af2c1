import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { BuyLink } from '../../ui/BuyLink.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { callToAction } from './call-to-action.ts'
import './CallToAction.css'

/** The closing block: a heading, a line of copy and the page's last buy link. */
export function CallToAction({ section }: SectionProps<typeof callToAction>) {
  const { buyHref, shop, shopDisclosure } = section.resolved
  return (
    <section className="section call-to-action" id={section.id}>
      <h2>{section.heading}</h2>
      <p>{section.text}</p>
      <BuyLink href={buyHref}>Buy Now from {shop}</BuyLink>
      {buyHref && <AffiliateDisclosure shopNote={shopDisclosure} />}
    </section>
  )
}
