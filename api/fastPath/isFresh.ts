import type { IncomingHttpHeaders } from 'node:http'

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/

/**
 * Whether a GET or HEAD may be answered 304 for a prepared answer (which has an ETag and no
 * Last-Modified), with the rules of the `fresh` package that Koa's conditional-get applies on the
 * other path: `Cache-Control: no-cache` forces a full answer, `*` or a weakly equal tag in
 * If-None-Match matches, and If-Modified-Since cannot be met without a Last-Modified.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match']
  if (headers['if-modified-since'] || !noneMatch) return false
  const cacheControl = headers['cache-control']
  if (cacheControl && NO_CACHE.test(cacheControl)) return false
  if (noneMatch === '*') return true
  return noneMatch.split(',').some((token) => {
    const tag = token.trim()
    return tag === etag || tag === `W/${etag}` || `W/${tag}` === etag
  })
}
