import type { PriceClaims } from '../shop/priceRules.ts'
import { formatPrice } from '../format/money.ts'
import { formatDay } from '../format/dates.ts'
import './PriceClaimsLine.css'

/**
 * What a shown price earns by the published rules, beside it: the Deal badge, and the "was" price
 * (the lowest best price of the 30 days before) with its saving. Nothing when neither holds.
 */
export function PriceClaimsLine({ claims, className }: { claims: PriceClaims; className?: string }) {
  if (!claims.deal && !claims.was) return null
  return (
    <p className={['price-claims', className].filter(Boolean).join(' ')}>
      {claims.deal && <span className="badge badge--deal">Deal</span>}
      {claims.was && (
        <span className="price-claims__was">
          Was <s>{formatPrice(claims.was.price)}</s>
          <span className="visually-hidden">{` (the lowest price of the 30 days before, on ${formatDay(claims.was.day)})`}</span>
          {claims.was.savingsPercent > 0 && <strong className="price-claims__save">{` Save ${claims.was.savingsPercent}%`}</strong>}
        </span>
      )}
    </p>
  )
}
