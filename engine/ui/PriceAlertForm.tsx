import { useState } from 'react'
import type { FormEvent } from 'react'
import { PriceAlertFields } from './PriceAlertFields.tsx'
import type { PriceAlertErrors, PriceAlertValues } from './PriceAlertFields.tsx'
import './PriceAlertForm.css'

/** The server's answer to a price alert request sent by script. */
type AlertAnswer = { success: boolean; message: string; errors?: PriceAlertErrors }

/**
 * "Tell me when it drops": a plain form that posts to /alerts and works without JavaScript (the
 * server answers with a page of its own). With JavaScript, the answer shows here instead, and the
 * values stay in the fields.
 */
export function PriceAlertForm({ productId, productTitle }: { productId: string; productTitle: string }) {
  const [answer, setAnswer] = useState<AlertAnswer>()
  const [values, setValues] = useState<PriceAlertValues>()
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
    setValues({ email: body.get('email') ?? '', target: body.get('target') ?? '' })
    setSending(true)
    try {
      const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' } })
      setAnswer((await response.json()) as AlertAnswer)
    } catch {
      setAnswer({ success: false, message: 'The alert could not be sent. Check your connection and try again.' })
    } finally {
      setSending(false)
    }
  }
  const headingId = `price-alert-heading-${productId}`
  return (
    <form className="price-alert" method="post" action="/alerts" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId} className="price-alert__heading">Get a price drop alert</h2>
      <p className="price-alert__lead">{`We will email you once when the ${productTitle} is at or under your price. You confirm the alert from a first email, and every email has a one-click unsubscribe link.`}</p>
      <PriceAlertFields key={JSON.stringify(values ?? {})} productId={productId} values={values} errors={answer?.errors} />
      <button type="submit" className="button price-alert__submit" disabled={sending}>Set price alert</button>
      <p className={answer?.success === false ? 'price-alert__status price-alert__status--error' : 'price-alert__status'} role="status">{answer?.message}</p>
      <p className="price-alert__privacy">
        <a href="/privacy#email-alerts">How we handle your email address</a>
      </p>
    </form>
  )
}
