import type Router from '@koa/router'
import type { Context } from 'koa'
import { Ajv } from 'ajv'
import type { JSONSchemaType } from 'ajv'
import type { Content } from '../../engine/load/Content.ts'
import type { Store } from '../store/database/openStore.ts'
import { offersOf } from '../store/read/offersOf.ts'
import { priceHistory } from '../store/read/priceHistory.ts'
import { sendApiError } from '../middleware/errorHandler.ts'

/** Prices move with every import: a CDN keeps an answer a minute, a browser revalidates (ETag). */
const STORE_ANSWER_CACHE = 'public, max-age=0, s-maxage=60'

const HISTORY_DAYS = { fallback: 90, min: 1, max: 365 } as const

type HistoryQuery = { days?: string }
// Digits only, as a person types a number of days: not "9.5", "1e2", "0x10" or " 7"; an empty
// `days=` is a mistake to report, not a missing value. The range is checked on the number.
const HISTORY_QUERY = {
  type: 'object',
  properties: { days: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } },
} as JSONSchemaType<HistoryQuery>
// A constant schema: not checked against the meta-schema, which would be compiled at every start.
const validateHistoryQuery = new Ajv({ validateSchema: false }).compile(HISTORY_QUERY)

/** The number of days asked for, or undefined when `days` is not one from 1 to 365. */
function historyDays(query: Record<string, unknown>): number | undefined {
  if (!validateHistoryQuery(query)) return undefined
  const days = query.days === undefined ? HISTORY_DAYS.fallback : Number(query.days)
  return days >= HISTORY_DAYS.min && days <= HISTORY_DAYS.max ? days : undefined
}

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
    const days = historyDays({ ...ctx.query })
    if (days === undefined) {
      const given = String(ctx.query.days).slice(0, 20)
      sendApiError(ctx, 400, 'invalid_days', `days is "${given}"; give a whole number of days from ${HISTORY_DAYS.min} to ${HISTORY_DAYS.max}, or leave it out for ${HISTORY_DAYS.fallback}.`)
      return
    }
    sendFromStore(ctx, await priceHistory(store, id, days))
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
