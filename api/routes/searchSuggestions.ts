import type { Context } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { MAX_QUERY_LENGTH, normalizeQuery, suggestProducts } from '../../engine/catalogue/searchProducts.ts'
import { sendApiError } from '../middleware/errorHandler.ts'

/**
 * GET /api/search/suggestions?query=: the header's suggestions for the text typed so far, as
 * `{success: true, data: [{id, title, category, href}]}`. The query is one non-blank value of at
 * most MAX_QUERY_LENGTH characters; anything else is a 400 that says what to send.
 */
export function searchSuggestions(getContent: () => Content) {
  return function searchSuggestions(ctx: Context) {
    const raw = ctx.query.query
    if (typeof raw !== 'string' || !normalizeQuery(raw)) {
      sendApiError(ctx, 400, 'invalid_query', 'Send the typed text once, as ?query=, not blank.')
      return
    }
    if (raw.trim().length > MAX_QUERY_LENGTH) {
      sendApiError(ctx, 400, 'invalid_query', `The query is longer than ${MAX_QUERY_LENGTH} characters.`)
      return
    }
    const { catalogue, site } = getContent()
    ctx.body = { success: true, data: suggestProducts(catalogue, raw, site.listing.pageSize) }
  }
}
