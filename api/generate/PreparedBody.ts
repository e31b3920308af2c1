import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { BrotliOptions, ZlibOptions } from 'node:zlib'
import type { Context } from 'koa'
import { capCacheControl } from './priceLifetime.ts'
import { chooseEncoding } from './contentEncoding.ts'
import type { Encoding } from './contentEncoding.ts'

/** A header as it goes out: name and value. */
export type HeaderPair = readonly [name: string, value: string]

/** Strong ETag: the same bytes always give the same tag, on every instance. */
export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * The bytes in a memory block of their own. zlib's one-shot functions return a small result as a
 * view into their 16 KB output block, and a short `Buffer.from` is a view into Node's shared 8 KB
 * pool: kept for long, such a view holds the whole block, several times what its length says.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(own)
  return own
}

const brotliInPool = promisify(brotliCompress)
const gzipInPool = promisify(gzip)

type Effort = 'best' | 'fast'
/**
 * Brotli's level for each effort. The build's is 10, not 11: on our pages 11 takes three times as
 * long for 2.7% fewer bytes (docs/performance.md, "Builds at scale").
 */
const BROTLI_QUALITY: Record<Effort, number> = { best: 10, fast: 5 }
const brotliOptions = (effort: Effort, length: number): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: length } })
const gzipOptions = (effort: Effort): ZlibOptions => ({ level: effort === 'best' ? 9 : 6 })

/**
 * A response body ready to send as it is, with its strong ETag. Each compressed variant is made
 * the first time a client asks for it, then kept as long as the body is: a view of a unique URL
 * is sent once, in the one encoding its client takes, so making the other would be wasted work
 * on the thread every other request shares. `best` spends the time a build can afford (brotli
 * 10); at run time a middle level keeps the first request of a view quick.
 */
export class PreparedBody {
  readonly identity: Buffer
  readonly etag: string
  readonly #effort: Effort
  #br: Buffer | undefined
  #gzip: Buffer | undefined

  constructor(identity: Buffer, effort: Effort = 'fast', made: { br?: Buffer; gzip?: Buffer } = {}) {
    this.identity = ownBytes(identity)
    this.etag = strongEtag(this.identity)
    this.#effort = effort
    this.#br = made.br
    this.#gzip = made.gzip
  }

  /** The body in `encoding`, compressed on first need and kept. */
  body(encoding: Encoding): Buffer {
    if (encoding === 'br') return (this.#br ??= ownBytes(brotliCompressSync(this.identity, brotliOptions(this.#effort, this.identity.length))))
    if (encoding === 'gzip') return (this.#gzip ??= ownBytes(gzipSync(this.identity, gzipOptions(this.#effort))))
    return this.identity
  }

  /**
   * Makes the body in `encoding` in zlib's thread pool, off the thread every request shares, so
   * `body(encoding)` then returns it at once. A render compresses its page this way: about a
   * millisecond per page that the thread spends on the next render instead.
   */
  async make(encoding: Encoding): Promise<void> {
    if (encoding === 'br') this.#br ??= ownBytes(await brotliInPool(this.identity, brotliOptions(this.#effort, this.identity.length)))
    if (encoding === 'gzip') this.#gzip ??= ownBytes(await gzipInPool(this.identity, gzipOptions(this.#effort)))
  }

  /** Memory the variants made so far hold (each body's whole block). */
  heldBytes(): number {
    return this.identity.buffer.byteLength + (this.#br?.buffer.byteLength ?? 0) + (this.#gzip?.buffer.byteLength ?? 0)
  }
}

/** A body to send, compressed later as clients ask. */
export function prepareBody(body: Buffer | string, effort: Effort = 'fast'): PreparedBody {
  return new PreparedBody(Buffer.isBuffer(body) ? body : Buffer.from(body), effort)
}

/** `source` is what the body was read or made from (a generated page): once it is replaced, no answer from it is kept. */
type SendOptions = { type: string; cacheControl: string; status?: number; reusable?: boolean; expiresAt?: number | undefined; keys?: string | undefined; source?: object | undefined }

/**
 * A 200 answer that is the same bytes for every request of its URL, kept by `ctx.state.reusable`.
 * `expiresAt` is when the first price it shows grows too old (ms since the epoch): no cache keeps
 * it past that moment. `keys` is its Surrogate-Key: the products it shows and its kind.
 */
export type ReusableAnswer = { prepared: PreparedBody; type: string; cacheControl: string; expiresAt?: number | undefined; keys?: string | undefined; source?: object | undefined }

/**
 * The headers of a prepared answer in one encoding: the single source for the Koa path and the
 * fast path (api/fastPath/), so both send the same ones.
 */
export function preparedHeaders({ prepared, type, cacheControl, expiresAt, keys }: ReusableAnswer, encoding: Encoding, now: number = Date.now()): HeaderPair[] {
  const headers: HeaderPair[] = [
    ['Content-Type', type],
    ['Cache-Control', capCacheControl(cacheControl, expiresAt, now)],
    ['ETag', prepared.etag],
    ['Vary', 'Accept-Encoding'],
  ]
  if (keys) headers.push(['Surrogate-Key', keys])
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding])
  return headers
}

/**
 * Sends the variant the client accepts (brotli, gzip, or plain), with the ETag; the conditional-get
 * middleware upstream turns a matching If-None-Match into a 304. A `reusable` answer (the same
 * for every request of the URL) is marked, so the fast path answers the URL from now on.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody, { type, cacheControl, status = 200, reusable = false, expiresAt, keys, source }: SendOptions): void {
  const answer: ReusableAnswer = { prepared, type, cacheControl, ...(expiresAt === undefined ? {} : { expiresAt }), ...(keys === undefined ? {} : { keys }), ...(source === undefined ? {} : { source }) }
  const encoding = chooseEncoding(ctx.get('Accept-Encoding') || undefined)
  ctx.status = status
  for (const [name, value] of preparedHeaders(answer, encoding)) ctx.set(name, value)
  ctx.body = prepared.body(encoding)
  if (reusable && status === 200) ctx.state.reusable = answer
}
