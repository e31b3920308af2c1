import type { Context } from 'koa'
import type { PriceAlertErrors } from '../../engine/ui/PriceAlertFields.tsx'
import { subscriptionPage } from './SubscriptionPage.tsx'
import type { PageText } from './SubscriptionPage.tsx'

/** What a form's script reads: whether it worked, the sentence to show, and each field's problem. */
type JsonAnswer = { success: boolean; message: string; errors?: PriceAlertErrors }

/**
 * Answers a subscription request: JSON to the enhanced form's script (it asks for it), a page of
 * its own to a plain form post or a mail link. Never cached: every answer is about one person.
 */
export function answer(ctx: Context, status: number, json: JsonAnswer, page: PageText): void {
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  if (ctx.accepts('html', 'json') === 'json') {
    ctx.body = json
    return
  }
  ctx.type = 'text/html; charset=utf-8'
  ctx.body = subscriptionPage(page)
}
