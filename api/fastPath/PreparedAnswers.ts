import type { OutgoingHttpHeader } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { Encoding } from '../generate/contentEncoding.ts'
import { preparedHeaders } from '../generate/PreparedBody.ts'
import type { ReusableAnswer } from '../generate/PreparedBody.ts'
import type { HeaderPair } from '../middleware/securityHeaders.ts'

/** A flat header block as `writeHead` takes it: name, value, name, value... */
type HeaderBlock = OutgoingHttpHeader[]

/** One URL's answer, with every header block it can need built once. */
export type FastAnswer = {
  /** The answer as the Koa path sends it (type, cache policy and the prepared bytes). */
  reusable: ReusableAnswer
  etag: string
  body: Record<Encoding, Buffer>
  /** 200: the prepared headers, Content-Length and the security headers. */
  ok: Record<Encoding, HeaderBlock>
  /** 304: the same without Content-Type and Content-Length, as Koa sends it. */
  notModified: Record<Encoding, HeaderBlock>
}

/**
 * Bytes of answers kept by default, each in its three encodings: the demo site's generated pages
 * take under 2 MB, the rest is room for a few hundred rendered views and API answers. A generated
 * page the table lets go is still answered from the build's pages in memory, through Koa.
 */
export const DEFAULT_MAX_BYTES = 32 * 2 ** 20

/** What an answer costs beyond its bodies: the header blocks and the table's own entry. */
const ENTRY_OVERHEAD_BYTES = 2_048

const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity']

/**
 * The one store of answers that are already bytes (generated pages, rendered views, API
 * answers), by answer key (see answerKey.ts), for the loaded content: a new content empties it,
 * so an edited YAML file in development is never answered from an old table. The Koa stack fills it: the first
 * request of a URL goes through every middleware and, if its answer was marked reusable, the
 * answer is kept here; later requests are answered from it, by the fast path before Koa or by
 * `sendKnownAnswer` inside it. Bounded by the bytes of its bodies, the least recently asked
 * answer leaving first; nothing else keeps a rendered view or an API answer, so a dropped one is
 * simply made again on its next request.
 */
export class PreparedAnswers {
  readonly #security: readonly HeaderPair[]
  readonly #answers: LRUCache<string, FastAnswer>
  #content: object | undefined

  constructor(security: readonly HeaderPair[], { maxBytes = DEFAULT_MAX_BYTES } = {}) {
    this.#security = security
    this.#answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: bytesOf })
  }

  /**
   * The answer kept for the URL. One showing a price is kept only until that price grows too old
   * (then the next request renders it again, with "Check price at"), and its Cache-Control is
   * worked out at each send, so its lifetimes end at that moment whenever it is sent.
   */
  find(content: object, url: string): FastAnswer | undefined {
    if (content !== this.#content) return undefined
    const answer = this.#answers.get(url)
    const expiresAt = answer?.reusable.expiresAt
    if (!answer || expiresAt === undefined) return answer
    const now = Date.now()
    if (expiresAt <= now) {
      this.#answers.delete(url)
      return undefined
    }
    return { ...answer, ...this.#blocks(answer.reusable, now) }
  }

  remember(content: object, url: string, answer: ReusableAnswer): void {
    if (content !== this.#content) {
      this.#answers.clear()
      this.#content = content
    }
    if (this.#answers.get(url)?.reusable.prepared !== answer.prepared) this.#answers.set(url, this.#build(answer))
  }

  #build(reusable: ReusableAnswer): FastAnswer {
    const { br, gzip, identity } = reusable.prepared
    return { reusable, etag: reusable.prepared.etag, body: { br, gzip, identity }, ...this.#blocks(reusable, Date.now()) }
  }

  #blocks(reusable: ReusableAnswer, now: number): Pick<FastAnswer, 'ok' | 'notModified'> {
    const ok = {} as Record<Encoding, HeaderBlock>
    const notModified = {} as Record<Encoding, HeaderBlock>
    for (const encoding of ENCODINGS) {
      const headers = preparedHeaders(reusable, encoding, now)
      const withoutEntity = headers.filter(([name]) => name !== 'Content-Type')
      ok[encoding] = flatten([...headers, ['Content-Length', String(reusable.prepared[encoding].length)], ...this.#security])
      notModified[encoding] = flatten([...withoutEntity, ...this.#security])
    }
    return { ok, notModified }
  }
}

/** What an answer holds in memory: each body's whole memory block (a view may hold more than its length), and the overhead. */
const bytesOf = ({ body }: FastAnswer) => body.br.buffer.byteLength + body.gzip.buffer.byteLength + body.identity.buffer.byteLength + ENTRY_OVERHEAD_BYTES

const flatten = (headers: readonly HeaderPair[]): HeaderBlock => headers.flatMap(([name, value]) => [name, value])
