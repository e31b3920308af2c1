/** What a shopper typed into the price alert form, and what was wrong with it. */
export type PriceAlertValues = { email: string; target: string }
export type PriceAlertErrors = Partial<Record<keyof PriceAlertValues, string>>

/**
 * The price alert form's fields: the product, an email address and a target price, each with its
 * error message tied to it (id: the input's id and "-error", as the page script writes it too).
 * The review page and the server's answer page show the same fields.
 */
export function PriceAlertFields({ productId, values, errors = {} }: { productId: string; values?: PriceAlertValues; errors?: PriceAlertErrors }) {
  return (
    <>
      <input type="hidden" name="product" value={productId} />
      <p className="price-alert__field">
        <label htmlFor={`price-alert-email-${productId}`}>Email address</label>
        <input id={`price-alert-email-${productId}`} type="email" name="email" autoComplete="email" required maxLength={254} defaultValue={values?.email} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `price-alert-email-${productId}-error` : undefined} />
        {errors.email && <span className="subscription-error" id={`price-alert-email-${productId}-error`}>{errors.email}</span>}
      </p>
      <p className="price-alert__field">
        <label htmlFor={`price-alert-target-${productId}`}>Email me when the price is at or under (US$)</label>
        <input id={`price-alert-target-${productId}`} type="text" inputMode="decimal" name="target" required maxLength={12} defaultValue={values?.target} aria-invalid={errors.target ? true : undefined} aria-describedby={errors.target ? `price-alert-target-${productId}-error` : undefined} />
        {errors.target && <span className="subscription-error" id={`price-alert-target-${productId}-error`}>{errors.target}</span>}
      </p>
    </>
  )
}
