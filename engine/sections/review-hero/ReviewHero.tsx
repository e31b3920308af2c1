import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { BuyLink } from '../../ui/BuyLink.tsx'
import { ImageSwitcher } from '../../ui/ImageSwitcher.tsx'
import { CustomerRatingLine } from '../../ui/CustomerRatingLine.tsx'
import { PriceAsOf } from '../../ui/PriceAsOf.tsx'
import { PriceClaimsLine } from '../../ui/PriceClaimsLine.tsx'
import { factKey, factLabel, factValue } from '../../shop/productFacts.ts'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { reviewHero } from './review-hero.ts'
import { EditorialScore } from './EditorialScore.tsx'
import { effectivePrice, formatPrice } from '../../format/money.ts'
import './ReviewHero.css'

export function ReviewHero({ section }: SectionProps<typeof reviewHero>) {
  const product = section.resolved
  return (
    <section className="section review-hero" id={section.id}>
      <div className="review-hero__media">
        <ImageSwitcher images={product.images} alt={product.title} />
      </div>
      <div className="review-hero__body">
        <h1 className="review-hero__title">{product.headline}</h1>
        <EditorialScore product={product} />
        <p className="review-hero__rating">
          <CustomerRatingLine rating={product.rating} />
        </p>
        <ul className="review-hero__badges">
          {product.editorial.awards.map((award) => (
            <li key={award} className="badge badge--award">{award}</li>
          ))}
          {section.badges.map((badge) => (
            <li key={badge} className="badge">{badge}</li>
          ))}
        </ul>
        <h2 className="review-hero__details-heading">Product Details</h2>
        <dl className="review-hero__details">
          {section.details.map((detail) => (
            <div key={factKey(detail)}>
              <dt>{factLabel(detail, product.factLabels)}</dt>
              <dd>{factValue(product.facts, detail)}</dd>
            </div>
          ))}
        </dl>
        <p className="review-hero__description">{product.description}</p>
        {product.price && (
          <div className="review-hero__buy">
            <p className="review-hero__price">
              <span className="review-hero__amount">{formatPrice(effectivePrice(product.price))}</span>
              <PriceAsOf price={product.price} />
            </p>
            <PriceClaimsLine claims={product.priceClaims} />
          </div>
        )}
        <BuyLink href={product.buyHref}>Buy Now from {product.shop}</BuyLink>
        <p className="review-hero__reassurance">{section.reassurance ?? product.checkoutNote}</p>
        {product.buyHref && <AffiliateDisclosure shopNote={product.shopDisclosure} />}
      </div>
    </section>
  )
}
