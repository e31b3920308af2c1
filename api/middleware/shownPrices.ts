import type { Context, Next } from 'koa'
import type { ReusableAnswer } from '../generate/PreparedBody.ts'
import { capCacheControl, shownPricesExpire } from '../prices/priceLifetime.ts'
import { collectShownProducts } from '../prices/shownProducts.ts'
import { surrogateKeys } from '../prices/surrogateKeys.ts'

/**
 * Notes which products each GET or HEAD answer shows (every product whose offers it read) and
 * sends them as its `Surrogate-Key`, with its kind. A newly made 200 that may be kept learns when
 * its first shown price grows too old: its Cache-Control lifetimes end by then, and the answer
 * table keeps it no longer (an answer from the table or a generated page brings its own).
 */
export function shownPrices() {
  return async function shownPrices(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const { products } = await collectShownProducts(() => next())
    const answer = ctx.state.reusable as ReusableAnswer | undefined
    if (answer && answer.keys === undefined) {
      answer.keys = surrogateKeys(ctx.path, products)
      const expiresAt = shownPricesExpire(products)
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
