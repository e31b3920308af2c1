import type { IncomingMessage } from 'node:http'
import type { Content } from '../../engine/load/Content.ts'
import { identityUrl, pageIdentity } from '../../engine/pages/pageIdentity.ts'

/** The product API reads no query parameter: every query string of it is the same answer. */
const PRODUCT_API = /^\/api\/products(?:\/|$)/

/**
 * The URL an answer is kept and found under in the answer table, and the one the renderer is given:
 * a page's path with its declared parameters only, validated and in their order; the product API's
 * path alone. So `?utm_source=...`, `gclid`, `fbclid`, any unknown name and any order of the same
 * parameters share one answer. Any other URL (assets, images, the rest of the API) is itself.
 */
function answerKey(url: string, content: Content): string {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const path = url.slice(0, mark)
  if (PRODUCT_API.test(path)) return path
  let identity
  try {
    identity = pageIdentity(path, url.slice(mark + 1), content)
  } catch {
    // Content that cannot be read here fails where the page renders, with its error page and log line.
    return url
  }
  return identity ? identityUrl(identity) : url
}

/** Each request's answer key, for the URL and content it was worked out for. */
const keys = new WeakMap<IncomingMessage, { url: string; content: Content; key: string }>()

/**
 * `answerKey` of a request's URL, worked out once per request: the fast path, the answer table's
 * middlewares and the renderer all ask for it, and a filtered view's key reads its filters.
 */
export function requestAnswerKey(request: IncomingMessage, url: string, content: Content): string {
  const known = keys.get(request)
  if (known && known.url === url && known.content === content) return known.key
  const key = answerKey(url, content)
  keys.set(request, { url, content, key })
  return key
}
