import { useEffect, useRef, useState } from 'react'
import type { CardProduct, CategorySettings } from '../pages/category/CategoryPageModel.ts'
import { AFFILIATE_REL } from '../shop/affiliate.ts'
import { ProductImage } from '../ui/ProductImage.tsx'
import { formatCount } from '../shop/rating.ts'
import { msUntilPromoChange, promoOpening, promoSmallPrint } from '../shop/promo.ts'
import { savingsPercent } from '../shop/savings.ts'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { Stars } from '../ui/Stars.tsx'
import { useCloseWhenCoveringFocus } from '../ui/useCloseWhenCoveringFocus.ts'
import './PromoPopup.css'

/**
 * The promoted product of a category page opens every interval and closes itself after the
 * visible time; the shopper can close it. It never takes focus, so it cannot interrupt typing, and
 * it steps aside when focus moves beneath it.
 */
export function PromoPopup({ product, settings }: { product: CardProduct; settings: CategorySettings }) {
  const [opening, setOpening] = useState<number>()
  const [dismissed, setDismissed] = useState<number>()
  const [imageIndex, setImageIndex] = useState(0)
  const { intervalSeconds, visibleSeconds, productIndex } = settings.promo
  useEffect(() => {
    const promo = { intervalSeconds, visibleSeconds, productIndex }
    const start = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const update = () => {
      const elapsed = Date.now() - start
      setOpening(promoOpening(elapsed, promo))
      timer = setTimeout(update, msUntilPromoChange(elapsed, promo))
    }
    timer = setTimeout(update, msUntilPromoChange(0, promo))
    return () => clearTimeout(timer)
  }, [intervalSeconds, visibleSeconds, productIndex])
  const open = opening !== undefined && opening !== dismissed
  const panel = useRef<HTMLDivElement>(null)
  useCloseWhenCoveringFocus(panel, open, () => setDismissed(opening))
  if (!open) return null
  const saving = savingsPercent(product.price)
  const { title } = product
  return (
    <div ref={panel} className="promo" role="dialog" aria-modal="false" aria-labelledby="promo-title">
      <button type="button" className="promo__close" aria-label="Close offer" onClick={() => setDismissed(opening)}>
        ✕
      </button>
      <span className="badge promo__badge">{settings.promoBadge}</span>
      <ProductImage className="promo__image" url={product.images[imageIndex]} size="main" alt={title} width={600} height={400} />
      {product.images.length > 1 && (
        <div className="promo__thumbs">
          {product.images.map((src, i) => (
            <button key={src + i} type="button" aria-label={`Show image ${i + 1}`} aria-pressed={i === imageIndex} onClick={() => setImageIndex(i)}>
              <ProductImage url={src} size="thumb" alt="" width={40} height={40} />
            </button>
          ))}
        </div>
      )}
      <h2 id="promo-title" className="promo__title">{title}</h2>
      <p className="promo__rating">
        <Stars value={product.rating.stars} /> <span>{`(${formatCount(product.rating.count)} reviews)`}</span>
      </p>
      {saving !== undefined && (
        <p className="promo__save">
          <strong>{`SAVE ${saving}%`}</strong>
          {settings.limitedTimeOffer && <span> Limited Time Offer</span>}
        </p>
      )}
      {settings.primeDelivery && <p className="promo__note">Prime Delivery Available</p>}
      <p className="promo__note">Check current price and availability</p>
      <a className="button button--buy promo__buy" href={product.buyHref} target="_blank" rel={AFFILIATE_REL}>
        {`View on ${settings.retailer}`}
      </a>
      <p className="promo__small">{promoSmallPrint(product, settings.retailer)}</p>
      <AffiliateDisclosure />
    </div>
  )
}
