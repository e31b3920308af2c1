import type { Context } from 'koa'
import { PriceAlertFields } from '../../engine/ui/PriceAlertFields.tsx'
import type { PriceAlertErrors, PriceAlertValues } from '../../engine/ui/PriceAlertFields.tsx'
import { formatCents } from '../../engine/format/money.ts'
import { alertConfirmation, newsletterConfirmation } from '../store/mail/mailTexts.ts'
import type { MailProduct } from '../store/mail/mailTexts.ts'
import { queueMail } from '../store/mail/outbox.ts'
import { requestSubscription } from '../store/mail/subscriptions.ts'
import { answer } from './answer.ts'
import { checkAlertForm, emailProblem, fieldText } from './subscriptionFields.ts'
import { mailProductOf, mailSiteOf } from './SubscriptionDeps.ts'
import type { SubscriptionDeps } from './SubscriptionDeps.ts'

const CHECK_INBOX = 'Open the link in that email to turn it on. If it does not arrive within a few minutes, check your spam folder.'

/** POST /alerts: a price alert request, from the review page's form. */
export async function alertRequest(ctx: Context, deps: SubscriptionDeps): Promise<void> {
  const content = deps.getContent()
  const siteName = content.site.name
  const productId = fieldText(ctx.request.body, 'product')
  const product = mailProductOf(content, productId)
  const values: PriceAlertValues = { email: fieldText(ctx.request.body, 'email'), target: fieldText(ctx.request.body, 'target') }
  if (!product) {
    const message = 'We could not find that product. Open its review again and set the alert there.'
    return answer(ctx, 400, { success: false, message }, { title: 'Product not found', body: <p>{message}</p>, siteName })
  }
  const checked = checkAlertForm(values)
  if (!checked.ok) return formProblems(ctx, siteName, { id: productId, ...product }, values, checked.errors)
  const backLink = product.path && <p><a href={product.path}>{`Back to the ${product.title} review`}</a></p>
  const now = new Date()
  const outcome = await requestSubscription(deps.store, { kind: 'price_alert', email: checked.email, productId, targetCents: checked.targetCents }, now)
  const target = formatCents(checked.targetCents)
  if (outcome.status === 'created') {
    await queueMail(deps.store.db, outcome.subscription.id, alertConfirmation(mailSiteOf(content), outcome.subscription, product), now)
    deps.deliverNow?.()
    const message = `Almost done: we sent an email to ${outcome.subscription.email} to confirm your alert for the ${product.title} at ${target} or less. ${CHECK_INBOX}`
    return answer(ctx, 200, { success: true, message }, { title: 'Check your email', body: <><p>{message}</p>{backLink}</>, siteName })
  }
  const message = outcome.subscription.confirmed_at
    ? `You already have this alert: we will email ${outcome.subscription.email} when the ${product.title} is at ${target} or less. Nothing new was set up.`
    : `You already asked for this alert, and we already sent the confirmation email to ${outcome.subscription.email}. ${CHECK_INBOX} Nothing new was set up.`
  return answer(ctx, 200, { success: true, message }, { title: 'You already asked for this alert', body: <><p>{message}</p>{backLink}</>, siteName })
}

/** The form again, with the values kept and each problem beside its field. */
function formProblems(ctx: Context, siteName: string, product: MailProduct & { id: string }, values: PriceAlertValues, errors: PriceAlertErrors) {
  const message = 'Please correct the marked fields and send the form again.'
  const body = (
    <>
      <p>{`Your price alert for the ${product.title}: ${message[0]?.toLowerCase()}${message.slice(1)}`}</p>
      <form method="post" action="/alerts">
        <PriceAlertFields productId={product.id} values={values} errors={errors} />
        <button type="submit">Set price alert</button>
      </form>
    </>
  )
  return answer(ctx, 400, { success: false, message, errors }, { title: 'Check your price alert', body, siteName })
}

/** POST /newsletter: the footer's newsletter form. */
export async function newsletterRequest(ctx: Context, deps: SubscriptionDeps): Promise<void> {
  const content = deps.getContent()
  const siteName = content.site.name
  const email = fieldText(ctx.request.body, 'email')
  const problem = emailProblem(email)
  if (problem) {
    const body = (
      <form method="post" action="/newsletter">
        <p>
          <label htmlFor="newsletter-email">Email address</label>
          <input id="newsletter-email" type="email" name="email" autoComplete="email" required maxLength={254} defaultValue={email} aria-invalid aria-describedby="newsletter-email-error" />
          <span id="newsletter-email-error">{problem}</span>
        </p>
        <button type="submit">Subscribe</button>
      </form>
    )
    return answer(ctx, 400, { success: false, message: problem, errors: { email: problem } }, { title: 'Check your email address', body, siteName })
  }
  const now = new Date()
  const outcome = await requestSubscription(deps.store, { kind: 'newsletter', email, productId: '', targetCents: 0 }, now)
  if (outcome.status === 'created') {
    await queueMail(deps.store.db, outcome.subscription.id, newsletterConfirmation(mailSiteOf(content), outcome.subscription), now)
    deps.deliverNow?.()
  }
  const message =
    outcome.status === 'created'
      ? `Almost done: we sent an email to ${outcome.subscription.email} to confirm your newsletter subscription. ${CHECK_INBOX}`
      : outcome.subscription.confirmed_at
        ? `${outcome.subscription.email} already receives our newsletter. Nothing new was set up.`
        : `You already asked for our newsletter, and we already sent the confirmation email to ${outcome.subscription.email}. ${CHECK_INBOX}`
  return answer(ctx, 200, { success: true, message }, { title: outcome.status === 'created' ? 'Check your email' : 'You already asked for this', body: <p>{message}</p>, siteName })
}
