import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { BuyLink } from '../../ui/BuyLink.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { buyButton } from './buy-button.ts'
import './BuyButton.css'

/** A centred "Buy Now from {shop}" link between sections, with an optional note under it. */
export function BuyButton({ section }: SectionProps<typeof buyButton>) {
  const { buyHref, shop, shopDisclosure } = section.resolved
  return (
    <div className="buy-button" id={section.id}>
      <BuyLink href={buyHref}>Buy Now from {shop}</BuyLink>
      {section.note && <p className="buy-button__note">{section.note}</p>}
      {buyHref && <AffiliateDisclosure shopNote={shopDisclosure} />}
    </div>
  )
}
