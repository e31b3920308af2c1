import type Router from '@koa/router'
import type { Context } from 'koa'
import { Ajv } from 'ajv'
import type { JSONSchemaType } from 'ajv'
import type { Content } from '../../engine/load/Content.ts'
import type { Store } from '../store/openStore.ts'
import { offersOf } from '../store/read/offersOf.ts'
import { priceHistory } from '../store/read/priceHistory.ts'
import { sendApiError } from '../middleware/errorHandler.ts'

/** Prices move with every import: a CDN keeps an answer a minute, a browser revalidates (ETag). */
export const STORE_ANSWER_CACHE = 'public, max-age=0, s-maxage=60'

export const HISTORY_DAYS = { fallback: 90, min: 1, max: 365 } as const

type HistoryQuery = { days?: number }
// Not nullable: an empty `days=` is a mistake to report, not a missing value.
const HISTORY_QUERY = {
  type: 'object',
  properties: { days: { type: 'integer', minimum: HISTORY_DAYS.min, maximum: HISTORY_DAYS.max } },
} as JSONSchemaType<HistoryQuery>
// coerceTypes: a query string is text; "90" is the integer 90, "ninety" and "9.5" are not.
const validateHistoryQuery = new Ajv({ coerceTypes: true }).compile(HISTORY_QUERY)

/** A product's current offers and its price history, from the store. */
export function offerRoutes(router: Router, getContent: () => Content, store: Store): void {
  router.get('/products/:id/offers', async (ctx) => {
    const id = knownProduct(ctx, getContent)
    if (!id) return
    sendFromStore(ctx, await offersOf(store, id))
  })

  router.get('/products/:id/price-history', async (ctx) => {
    const id = knownProduct(ctx, getContent)
    if (!id) return
    const query: Record<string, unknown> = { ...ctx.query }
    if (!validateHistoryQuery(query)) {
      const days = String(ctx.query.days).slice(0, 20)
      sendApiError(ctx, 400, 'invalid_days', `days is "${days}"; give a whole number of days from ${HISTORY_DAYS.min} to ${HISTORY_DAYS.max}, or leave it out for ${HISTORY_DAYS.fallback}.`)
      return
    }
    sendFromStore(ctx, await priceHistory(store, id, query.days ?? HISTORY_DAYS.fallback))
  })
}

function knownProduct(ctx: Context, getContent: () => Content): string | undefined {
  const id = ctx.params.id ?? ''
  if (getContent().catalogue.byId(id)) return id
  sendApiError(ctx, 404, 'unknown_product', `There is no product "${id.slice(0, 60)}".`)
  return undefined
}

/** Sent as it is: never kept as a prepared answer, since the next import may change it. */
function sendFromStore(ctx: Context, data: unknown): void {
  ctx.state.fromStore = true
  ctx.set('Cache-Control', STORE_ANSWER_CACHE)
  ctx.body = { success: true, data }
}
