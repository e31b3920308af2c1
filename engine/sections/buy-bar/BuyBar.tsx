import { ratingSource } from '../../shop/rating.ts'
import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { BuyLink } from '../../ui/BuyLink.tsx'
import { PriceAsOf } from '../../ui/PriceAsOf.tsx'
import { CheckPriceAt } from '../../ui/CheckPriceAt.tsx'
import { PriceAlertForm } from '../../ui/PriceAlertForm.tsx'
import { PriceClaimsLine } from '../../ui/PriceClaimsLine.tsx'
import { Stars } from '../../ui/Stars.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { buyBar } from './buy-bar.ts'
import { effectivePrice, formatPrice } from '../../format/money.ts'
import './BuyBar.css'

/**
 * A bar fixed to the bottom of small screens with the price, the rating and a buy link, so buying
 * is in reach wherever the reader has scrolled. From 768 px up it is not shown at all: the page's
 * own buy buttons are in view. The price alert form stands just before it, on every screen.
 */
export function BuyBar({ section }: SectionProps<typeof buyBar>) {
  const product = section.resolved
  return (
    <>
    <PriceAlertForm productId={product.id} productTitle={product.title} />
    <aside className="buy-bar" id={section.id} aria-label={`Buy ${product.title}`}>
      <div className="buy-bar__info">
        {product.price && (
          <>
            <span className="buy-bar__price">{formatPrice(effectivePrice(product.price))}</span>
            <PriceAsOf price={product.price} />
            <PriceClaimsLine claims={product.priceClaims} className="buy-bar__claims" />
          </>
        )}
        {product.checkPrice && <CheckPriceAt check={product.checkPrice} />}
        <span className="buy-bar__rating">
          <Stars value={product.rating.stars} />
          <span className="buy-bar__count">{`from ${ratingSource(product.rating)}`}</span>
        </span>
      </div>
      <BuyLink href={product.buyHref} aria-label={`Buy Now from ${product.shop}`}>
        Buy Now
      </BuyLink>
      {product.buyHref && <AffiliateDisclosure className="buy-bar__disclosure" shopNote={product.shopDisclosure} />}
    </aside>
    </>
  )
}
