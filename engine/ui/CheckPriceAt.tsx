import { formatMoment } from '../format/dates.ts'
import type { PriceCheck } from '../shop/PriceView.ts'
import { BuyLink } from './BuyLink.tsx'
import './PriceAsOf.css'

/** "a day", "2 days", "12 hours": the allowed age of a price as a shopper reads it. */
function ageText(hours: number): string {
  if (hours % 24 !== 0) return `${hours} hour${hours === 1 ? '' : 's'}`
  const days = hours / 24
  return days === 1 ? 'a day' : `${days} days`
}

/**
 * What stands in a price's place when the best offer's price is older than the allowed age, or
 * past the end its retailer gave it (a sale's): a link to check it at the retailer, and why no
 * number is shown. Never a number. Inside a control of its
 * own (a card that is a button), `linked={false}` says it without the link.
 */
export function CheckPriceAt({ check, linked = true }: { check: PriceCheck; linked?: boolean }) {
  const label = `Check price at ${check.shop}`
  return (
    <span className="check-price">
      {linked ? <BuyLink href={check.href} className="check-price__link">{label}</BuyLink> : <span className="check-price__label">{label}</span>}
      <small className="price-as-of">{check.endedAt ? `The price ${check.shop} gave us held until ${formatMoment(check.endedAt)}` : `Our last price from ${check.shop} is more than ${ageText(check.maxAgeHours)} old`}</small>
    </span>
  )
}
