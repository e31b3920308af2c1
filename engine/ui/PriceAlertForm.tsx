import { PriceAlertFields } from './PriceAlertFields.tsx'
import './PriceAlertForm.css'

/**
 * "Tell me when it drops": a plain form that posts to /alerts and works without JavaScript (the
 * server answers with a page of its own). The page script (data-subscription-form) sends it in
 * the background instead and shows the answer here, with the values kept in the fields.
 */
export function PriceAlertForm({ productId, productTitle }: { productId: string; productTitle: string }) {
  const headingId = `price-alert-heading-${productId}`
  return (
    <form className="price-alert" method="post" action="/alerts" aria-labelledby={headingId} data-subscription-form="">
      <h2 id={headingId} className="price-alert__heading">Get a price drop alert</h2>
      <p className="price-alert__lead">{`We will email you once when the ${productTitle} is at or under your price. You confirm the alert from a first email, and every email has a one-click unsubscribe link.`}</p>
      <PriceAlertFields productId={productId} />
      <button type="submit" className="button price-alert__submit">Set price alert</button>
      <p className="price-alert__status" role="status"></p>
      <p className="price-alert__privacy">
        <a href="/privacy#email-alerts">How we handle your email address</a>
      </p>
    </form>
  )
}
