import Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import type { Context, Next } from 'koa'
import { answer } from './answer.ts'
import { alertRequest, newsletterRequest } from './subscriptionRequests.tsx'
import { confirmLink, unsubscribeLink } from './mailLinks.tsx'
import { postedFromAnotherSite, requestLimit } from './requestGuards.ts'
import type { SubscriptionDeps } from './SubscriptionDeps.ts'

/**
 * Price alerts and the newsletter: the two request forms (limited per client, refused when posted
 * from another site), and the confirmation and unsubscribe links of their mails.
 */
export function subscriptionRoutes(deps: SubscriptionDeps): Router {
  const router = new Router()
  const withinLimit = requestLimit(deps.requestLimit)
  const form = bodyParser({ enableTypes: ['form'], formLimit: '4kb' })
  const guard = async (ctx: Context, next: Next) => {
    const siteName = deps.getContent().site.name
    if (!withinLimit(ctx)) {
      ctx.set('Retry-After', '600')
      const message = 'You have sent many requests in a short time. Please wait ten minutes and try again.'
      return answer(ctx, 429, { success: false, message }, { title: 'Please wait a few minutes', body: <p>{message}</p>, siteName })
    }
    if (postedFromAnotherSite(ctx)) {
      const message = 'This form can only be sent from our own pages. Open the page again and send it from there.'
      return answer(ctx, 403, { success: false, message }, { title: 'Request not accepted', body: <p>{message}</p>, siteName })
    }
    return next()
  }
  router.post('/alerts', guard, form, (ctx) => alertRequest(ctx, deps))
  router.post('/newsletter', guard, form, (ctx) => newsletterRequest(ctx, deps))
  router.get('/subscriptions/confirm', (ctx) => confirmLink(ctx, deps))
  router.post('/subscriptions/confirm', form, (ctx) => confirmLink(ctx, deps))
  router.get('/unsubscribe', (ctx) => unsubscribeLink(ctx, deps))
  // One-click unsubscribe (RFC 8058): the mail program posts to the link itself.
  router.post('/unsubscribe', form, (ctx) => unsubscribeLink(ctx, deps))
  return router
}
