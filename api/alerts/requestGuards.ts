import type { Context } from 'koa'
import { LRUCache } from 'lru-cache'

/** How many subscription requests one client may send in a window, and how long the window is. */
export type RequestLimitOptions = { max: number; windowMs: number }

/** Ten requests in ten minutes: more than a person fills in, far fewer than a script would send. */
const DEFAULT_REQUEST_LIMIT: RequestLimitOptions = { max: 10, windowMs: 10 * 60_000 }

/** Counts requests per client address in a fixed window; true while the client is within its limit. */
export function requestLimit({ max, windowMs }: RequestLimitOptions = DEFAULT_REQUEST_LIMIT): (ctx: Context) => boolean {
  // The window starts with a client's first request; its count is forgotten when the window ends.
  const counts = new LRUCache<string, number>({ max: 100_000, ttl: windowMs })
  return (ctx) => {
    const count = (counts.get(ctx.ip) ?? 0) + 1
    counts.set(ctx.ip, count, { noUpdateTTL: count > 1 })
    return count <= max
  }
}

/**
 * True when the form was posted from another site. Browsers say where a request comes from in
 * Sec-Fetch-Site; only "same-origin" (a form on this site's pages) and "none" (typed or
 * bookmarked) pass. A browser too old for it sends Origin, which must be this site's own (this
 * site's Referrer-Policy makes a browser send "null" there, so a modern browser is judged by
 * Sec-Fetch-Site alone). A request with neither header (a mail program, a script) carries no
 * visitor's cookies or trust, and passes.
 */
export function postedFromAnotherSite(ctx: Context): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site')
  if (fetchSite !== '') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = ctx.get('Origin')
  // This site's own origin from the scheme and host (Koa's ctx.origin reads the Origin header itself).
  return origin !== '' && origin !== `${ctx.protocol}://${ctx.host}`
}
