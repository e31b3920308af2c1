import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'koa'
import type { HeaderPair } from '../middleware/securityHeaders.ts'
import { chooseEncoding } from './contentEncoding.ts'
import type { Encoding } from './contentEncoding.ts'

/** A response body ready to send as it is: its compressed variants and strong ETag made once. */
export type PreparedBody = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string }

/** Strong ETag: the same bytes always give the same tag, on every instance. */
export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * The bytes in a memory block of their own. zlib's one-shot functions return a small result as a
 * view into their 16 KB output block, and a short `Buffer.from` is a view into Node's shared 8 KB
 * pool: kept for long, such a view holds the whole block, several times what its length says.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(own)
  return own
}

/** The compressed variants of bodies prepared on request that have been made so far. */
const madeVariants = new WeakMap<PreparedBody, Partial<Record<'gzip' | 'br', Buffer>>>()

/**
 * Compresses once; each body in a memory block of its own, as long as the answer is kept. `best`
 * spends the time a build can afford (brotli 11) and makes both variants. At run time a middle
 * level keeps the first request of a view quick, and each variant is made when a client first asks
 * for it: a view asked once (a filtered list) is compressed once, in the encoding its client takes.
 */
export function prepareBody(body: Buffer | string, effort: 'best' | 'fast' = 'fast'): PreparedBody {
  const identity = ownBytes(Buffer.isBuffer(body) ? body : Buffer.from(body))
  const gzip = () => ownBytes(gzipSync(identity, { level: effort === 'best' ? 9 : 6 }))
  const br = () => ownBytes(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }))
  if (effort === 'best') return { identity, gzip: gzip(), br: br(), etag: strongEtag(identity) }
  const made: Partial<Record<'gzip' | 'br', Buffer>> = {}
  const prepared = Object.defineProperties({ identity, etag: strongEtag(identity) } as PreparedBody, {
    gzip: { enumerable: true, get: () => (made.gzip ??= gzip()) },
    br: { enumerable: true, get: () => (made.br ??= br()) },
  })
  madeVariants.set(prepared, made)
  return prepared
}

/** The bodies a prepared answer holds in memory now: the plain bytes and each variant already made. */
export function heldBodies(prepared: PreparedBody): Buffer[] {
  const made = madeVariants.get(prepared)
  if (!made) return [prepared.identity, prepared.gzip, prepared.br]
  return [prepared.identity, ...(made.gzip ? [made.gzip] : []), ...(made.br ? [made.br] : [])]
}

export type SendOptions = { type: string; cacheControl: string; status?: number; reusable?: boolean }

/** A 200 answer that is the same bytes for every request of its URL, kept by `ctx.state.reusable`. */
export type ReusableAnswer = { prepared: PreparedBody; type: string; cacheControl: string }

/**
 * The headers of a prepared answer in one encoding: the single source for the Koa path and the
 * fast path (api/fastPath/), so both send the same ones.
 */
export function preparedHeaders({ prepared, type, cacheControl }: ReusableAnswer, encoding: Encoding): HeaderPair[] {
  const headers: HeaderPair[] = [
    ['Content-Type', type],
    ['Cache-Control', cacheControl],
    ['ETag', prepared.etag],
    ['Vary', 'Accept-Encoding'],
  ]
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding])
  return headers
}

/**
 * Sends the variant the client accepts (brotli, gzip, or plain), with the ETag; the conditional-get
 * middleware upstream turns a matching If-None-Match into a 304. A `reusable` answer (the same
 * for every request of the URL) is marked, so the fast path answers the URL from now on.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody, { type, cacheControl, status = 200, reusable = false }: SendOptions): void {
  const answer = { prepared, type, cacheControl }
  const encoding = chooseEncoding(ctx.get('Accept-Encoding') || undefined)
  ctx.status = status
  for (const [name, value] of preparedHeaders(answer, encoding)) ctx.set(name, value)
  ctx.body = prepared[encoding]
  if (reusable && status === 200) ctx.state.reusable = answer
}
