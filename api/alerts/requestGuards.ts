import type { Context } from 'koa'
import { LRUCache } from 'lru-cache'

/** How many subscription requests one client may send in a window, and how long the window is. */
export type RequestLimitOptions = { max: number; windowMs: number }

/** Ten requests in ten minutes: more than a person fills in, far fewer than a script would send. */
export const DEFAULT_REQUEST_LIMIT: RequestLimitOptions = { max: 10, windowMs: 10 * 60_000 }

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
 * True when a browser says the form was posted from another site: its Origin names another
 * origin, or Sec-Fetch-Site says cross-site. A form on this site's own pages always passes; a
 * request without either header (a mail program, a script) carries no visitor's cookies or trust.
 */
export function postedFromAnotherSite(ctx: Context): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = ctx.get('Origin')
  // This site's own origin from the scheme and host (Koa's ctx.origin reads the Origin header itself).
  return origin !== '' && origin !== `${ctx.protocol}://${ctx.host}`
}
