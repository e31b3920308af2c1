import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'koa'

/** A response body ready to send as it is: its compressed variants and strong ETag made once. */
export type PreparedBody = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string }

/** Strong ETag: the same bytes always give the same tag, on every instance. */
export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * Compresses once. `best` spends the time a build can afford (brotli 11); at run time a middle
 * level keeps the first request of a view quick.
 */
export function prepareBody(body: Buffer | string, effort: 'best' | 'fast' = 'fast'): PreparedBody {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body)
  const quality = effort === 'best' ? 11 : 5
  return {
    identity,
    gzip: gzipSync(identity, { level: effort === 'best' ? 9 : 6 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag: strongEtag(identity),
  }
}

export type SendOptions = { type: string; cacheControl: string; status?: number }

/**
 * Sends the variant the client accepts (brotli, gzip, or plain), with the ETag; the conditional-get
 * middleware upstream turns a matching If-None-Match into a 304.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody, { type, cacheControl, status = 200 }: SendOptions): void {
  ctx.status = status
  ctx.type = type
  ctx.set('Cache-Control', cacheControl)
  ctx.set('ETag', prepared.etag)
  ctx.vary('Accept-Encoding')
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity')
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding)
    ctx.body = prepared[encoding]
  } else {
    ctx.body = prepared.identity
  }
}
