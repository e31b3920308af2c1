import { useEffect, useRef, useState } from 'react'
import type { FocusEvent } from 'react'
import type { CardProduct, CategorySettings } from '../pages/category/CategoryPageModel.ts'
import { BuyLink } from '../ui/BuyLink.tsx'
import { ProductImage } from '../ui/ProductImage.tsx'
import { ratingSource } from '../shop/rating.ts'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { Stars } from '../ui/Stars.tsx'
import { useCloseWhenCoveringFocus } from '../ui/useCloseWhenCoveringFocus.ts'
import { useEscapeToClose } from '../ui/useEscapeToClose.ts'
import { useFocusReturn } from '../ui/useFocusReturn.ts'
import { usePromoSchedule } from './usePromoSchedule.ts'
import './PromoPopup.css'

/**
 * The promoted product: opens every interval and closes itself after the visible time, which
 * waits while the pointer or focus is on it. The shopper closes it with its button or Escape,
 * and then it stays closed for the visit. It never takes focus, so it cannot interrupt typing;
 * it steps aside when focus moves beneath it, and when it goes while holding focus, focus goes
 * back to where it was (`returnFocusTo` when there is no such place).
 */
export function PromoPopup({ product, settings, returnFocusTo }: { product: CardProduct; settings: CategorySettings; returnFocusTo: string }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const schedule = usePromoSchedule(settings.promo, hovered || focused)
  const { open } = schedule
  const panel = useRef<HTMLDivElement>(null)
  const returnFocus = useFocusReturn(panel, open, returnFocusTo)
  const close = () => {
    returnFocus()
    schedule.close()
  }
  useCloseWhenCoveringFocus(panel, open, schedule.stepAside)
  // Gone, it is no longer under the pointer or holding focus, whatever events its removal skipped.
  useEffect(() => {
    if (open) return
    setHovered(false)
    setFocused(false)
  }, [open])
  useEscapeToClose(open, close)
  if (!open) return null
  const leaves = (event: FocusEvent) => !panel.current?.contains(event.relatedTarget as Node | null)
  return (
    <div
      ref={panel}
      className="promo"
      role="dialog"
      aria-modal="false"
      aria-labelledby="promo-title"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => leaves(event) && setFocused(false)}
    >
      <button type="button" className="promo__close" aria-label="Close offer" onClick={close}>
        ✕
      </button>
      <PromoContent product={product} />
    </div>
  )
}

/** What the promo shows of the product: badge, pictures, rating, saving and the retailer link. */
export function PromoContent({ product }: { product: CardProduct }) {
  const [imageIndex, setImageIndex] = useState(0)
  const saving = product.claims.was?.savingsPercent || undefined
  const { title } = product
  return (
    <>
        {product.awards[0] && <span className="badge promo__badge">{product.awards[0]}</span>}
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
          <Stars value={product.rating.stars} /> <span>{`from ${ratingSource(product.rating)}`}</span>
        </p>
        {saving !== undefined && (
          <p className="promo__save">
            <strong>{`SAVE ${saving}%`}</strong>
          </p>
        )}
        <p className="promo__note">Check current price and availability</p>
        <BuyLink className="button button--buy promo__buy" href={product.buyHref}>{`View on ${product.shop}`}</BuyLink>
        {product.buyHref && <AffiliateDisclosure />}
    </>
  )
}
