import type { Context } from 'koa'
import { formatCents } from '../../engine/format/money.ts'
import type { SubscriptionTable } from '../store/database/StoreDatabase.ts'
import { confirmSubscription, subscriptionToLeave, unsubscribe } from '../store/mail/subscriptions.ts'
import { answer } from './answer.ts'
import { fieldText } from './subscriptionFields.ts'
import { mailProductOf } from './SubscriptionDeps.ts'
import type { SubscriptionDeps } from './SubscriptionDeps.ts'
import { TokenButton } from './SubscriptionPage.tsx'

// A link's token as newToken makes it: 32 bytes, base64url. Anything else names nothing.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The token of a mail link: in the query of the link, or in the form its page posts. */
function tokenOf(ctx: Context): string | undefined {
  const token = ctx.method === 'POST' ? fieldText(ctx.request.body, 'token') || String(ctx.query.token ?? '') : String(ctx.query.token ?? '')
  return TOKEN.test(token) ? token : undefined
}

/** What a subscription is, in words: "the price alert for the X at $Y or less", or "our newsletter". */
function described(deps: SubscriptionDeps, subscription: SubscriptionTable): string {
  if (subscription.kind === 'newsletter') return 'our newsletter'
  const product = mailProductOf(deps.getContent(), subscription.product_id)
  return `the price alert for the ${product?.title ?? 'product'} at ${formatCents(subscription.target_cents)} or less`
}

/**
 * GET shows a button (mail scanners open links; only a person's click confirms); POST confirms.
 * An unknown, used-up or expired link says so and how to start again.
 */
export async function confirmLink(ctx: Context, deps: SubscriptionDeps): Promise<void> {
  const siteName = deps.getContent().site.name
  const token = tokenOf(ctx)
  const gone = 'This confirmation link is not valid any more: requests not confirmed within 7 days are deleted. Please ask again from the form on our site.'
  if (!token) return answer(ctx, 404, { success: false, message: gone }, { title: 'Link not valid', body: <p>{gone}</p>, siteName })
  if (ctx.method === 'GET') {
    const body = <><p>Press the button to confirm your request.</p><TokenButton action="/subscriptions/confirm" token={token} label="Confirm" /></>
    return answer(ctx, 200, { success: true, message: 'Press the button to confirm your request.' }, { title: 'Confirm your request', body, siteName })
  }
  const outcome = await confirmSubscription(deps.store, token, new Date())
  if (outcome.status === 'unknown') return answer(ctx, 404, { success: false, message: gone }, { title: 'Link not valid', body: <p>{gone}</p>, siteName })
  const what = described(deps, outcome.subscription)
  const message = outcome.status === 'confirmed' ? `Thank you: ${what} is now on. Every email we send has a link to stop it.` : `${what[0]?.toUpperCase()}${what.slice(1)} was already confirmed. Nothing changed.`
  return answer(ctx, 200, { success: true, message }, { title: outcome.status === 'confirmed' ? 'Confirmed' : 'Already confirmed', body: <p>{message}</p>, siteName })
}

/**
 * GET shows what the link stops and a button; POST (the button, or a mail program's one-click
 * unsubscribe) deletes the subscription with its mails. Asking twice is not an error.
 */
export async function unsubscribeLink(ctx: Context, deps: SubscriptionDeps): Promise<void> {
  const siteName = deps.getContent().site.name
  const token = tokenOf(ctx)
  const done = 'You are unsubscribed: we hold nothing more about this subscription and will not email you about it again.'
  if (ctx.method === 'GET') {
    const found = token && (await subscriptionToLeave(deps.store, token))
    if (!found) return answer(ctx, 200, { success: true, message: done }, { title: 'Unsubscribed', body: <p>{done}</p>, siteName })
    const what = described(deps, found)
    const body = <><p>{`Press the button to stop ${what}, sent to ${found.email}.`}</p><TokenButton action="/unsubscribe" token={found.unsubscribe_token} label="Unsubscribe" /></>
    return answer(ctx, 200, { success: true, message: `Press the button to stop ${what}.` }, { title: 'Unsubscribe', body, siteName })
  }
  if (token) await unsubscribe(deps.store, token)
  return answer(ctx, 200, { success: true, message: done }, { title: 'Unsubscribed', body: <p>{done}</p>, siteName })
}
