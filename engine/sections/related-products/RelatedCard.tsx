import { AFFILIATE_REL } from '../../shop/affiliate.ts'
import { ProductImage } from '../../ui/ProductImage.tsx'
import { ratingSource } from '../../shop/rating.ts'
import type { RelatedItem } from '../contract/RelatedItem.ts'
import { Stars } from '../../ui/Stars.tsx'
import { NotInStock } from '../../ui/BuyLink.tsx'

type Props = { item: RelatedItem; buttonLabel?: string | undefined }

/**
 * The whole card is one real link to the retailer, so the affiliate `rel` applies; the optional
 * button is drawn inside it, so there is never a link within a link.
 */
export function RelatedCard({ item, buttonLabel }: Props) {
  const inside = (
    <>
      <ProductImage
        className="related-card__image"
        url={item.image} size="related"
        alt=""
        width={240}
        height={160}
        loading="lazy"
        // A failed load is logged; the page script shows "Image not available" in its box.
        onError={() => console.error(`Failed to load image: related product ${item.id}`)}
      />
      <span className="related-card__title">{item.title}</span>
      <span className="related-card__rating">
        <Stars value={item.rating.stars} />
        <span className="related-card__count">{`from ${ratingSource(item.rating)}`}</span>
      </span>
      {item.buyHref ? buttonLabel && <span className="button button--buy related-card__button">{buttonLabel}</span> : <NotInStock />}
    </>
  )
  // Without a shop that has it in stock, the card is no link: it says so instead.
  if (!item.buyHref) return <div className="related-card">{inside}</div>
  return (
    <a className="related-card" href={item.buyHref} target="_blank" rel={AFFILIATE_REL}>
      {inside}
    </a>
  )
}
