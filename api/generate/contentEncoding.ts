import accepts from 'accepts'
import type { IncomingMessage } from 'node:http'

/** The variants every prepared body has; `identity` is the plain bytes. */
export type Encoding = 'br' | 'gzip' | 'identity'

/** Distinct Accept-Encoding values remembered; browsers and CDNs send a handful. */
const MAX_REMEMBERED = 64

const chosen = new Map<string | undefined, Encoding>()

/**
 * The variant to send for an Accept-Encoding value, negotiated as Koa does (the `accepts`
 * package: q-values, `*`, `identity;q=0`). A client that refuses every coding gets the plain
 * bytes, which RFC 9110 (12.5.3) allows. Values are remembered, so negotiation runs once per value.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  let encoding = chosen.get(acceptEncoding)
  if (encoding) return encoding
  const request = { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } } as IncomingMessage
  encoding = (accepts(request).encodings('br', 'gzip', 'identity') || 'identity') as Encoding
  if (chosen.size < MAX_REMEMBERED) chosen.set(acceptEncoding, encoding)
  return encoding
}
