/** What a shopper typed into the price alert form, and what was wrong with it. */
export type PriceAlertValues = { email: string; target: string }
export type PriceAlertErrors = Partial<Record<keyof PriceAlertValues, string>>

/**
 * The price alert form's fields: the product, an email address and a target price, each with its
 * error message tied to it. The review page and the server's answer page show the same fields.
 */
export function PriceAlertFields({ productId, values, errors = {} }: { productId: string; values?: PriceAlertValues; errors?: PriceAlertErrors }) {
  return (
    <>
      <input type="hidden" name="product" value={productId} />
      <p className="price-alert__field">
        <label htmlFor={`price-alert-email-${productId}`}>Email address</label>
        <input id={`price-alert-email-${productId}`} type="email" name="email" autoComplete="email" required maxLength={254} defaultValue={values?.email} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `price-alert-email-error-${productId}` : undefined} />
        {errors.email && <span className="price-alert__error" id={`price-alert-email-error-${productId}`}>{errors.email}</span>}
      </p>
      <p className="price-alert__field">
        <label htmlFor={`price-alert-target-${productId}`}>Email me when the price is at or under (US$)</label>
        <input id={`price-alert-target-${productId}`} type="text" inputMode="decimal" name="target" required maxLength={10} pattern="[0-9]+([.][0-9]{1,2})?" defaultValue={values?.target} aria-invalid={errors.target ? true : undefined} aria-describedby={errors.target ? `price-alert-target-error-${productId}` : undefined} />
        {errors.target && <span className="price-alert__error" id={`price-alert-target-error-${productId}`}>{errors.target}</span>}
      </p>
    </>
  )
}
