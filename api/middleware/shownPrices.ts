import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import type { ReusableAnswer } from '../generate/PreparedBody.ts'
import { capCacheControl, shownPricesExpire } from '../generate/priceLifetime.ts'
import { surrogateKeys } from '../generate/surrogateKeys.ts'

/**
 * Sends the products each GET or HEAD answer shows (those its model or body names, given by the
 * middleware that made it in `ctx.state.shows`) as its `Surrogate-Key`, with its kind. A newly made 200 that may be kept learns when
 * its first shown price grows too old: its Cache-Control lifetimes end by then, and the answer
 * table keeps it no longer (an answer from the table or a generated page brings its own).
 */
export function shownPrices(getContent: () => Content) {
  return async function shownPrices(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    await next()
    const products: ReadonlySet<string> = ctx.state.shows ?? new Set()
    const answer = ctx.state.reusable as ReusableAnswer | undefined
    if (answer && answer.keys === undefined) {
      answer.keys = surrogateKeys(ctx.path, products)
      const expiresAt = shownPricesExpire(products, getContent().catalogue.prices.book)
      if (expiresAt !== undefined) answer.expiresAt = expiresAt
    }
    if (answer) {
      ctx.set('Cache-Control', capCacheControl(answer.cacheControl, answer.expiresAt))
      ctx.set('Surrogate-Key', answer.keys!)
    } else if (ctx.status === 200 && /html|json/.test(ctx.type)) {
      ctx.set('Surrogate-Key', surrogateKeys(ctx.path, products))
    }
  }
}
