import type { OutgoingHttpHeader } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { Encoding } from '../generate/contentEncoding.ts'
import { heldBodies, preparedHeaders } from '../generate/PreparedBody.ts'
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
 * Bytes of answers kept by default, each in the encodings its clients have asked for: the demo
 * site's generated pages take under 2 MB, the rest is room for a few hundred rendered views and
 * API answers. A generated
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

  find(content: object, url: string): FastAnswer | undefined {
    return content === this.#content ? this.#answers.get(url) : undefined
  }

  remember(content: object, url: string, answer: ReusableAnswer): void {
    if (content !== this.#content) {
      this.#answers.clear()
      this.#content = content
    }
    if (this.#answers.get(url)?.reusable.prepared !== answer.prepared) this.#answers.set(url, this.#build(url, answer))
  }

  /** The answer's header blocks and bodies; a compressed body and its 200 headers are made when first sent. */
  #build(url: string, reusable: ReusableAnswer): FastAnswer {
    const ok = {} as Record<Encoding, HeaderBlock>
    const notModified = {} as Record<Encoding, HeaderBlock>
    const body = {} as Record<Encoding, Buffer>
    const answer: FastAnswer = { reusable, etag: reusable.prepared.etag, body, ok, notModified }
    for (const encoding of ENCODINGS) {
      const headers = preparedHeaders(reusable, encoding)
      const withoutEntity = headers.filter(([name]) => name !== 'Content-Type')
      notModified[encoding] = flatten([...withoutEntity, ...this.#security])
      let okHeaders: HeaderBlock | undefined
      Object.defineProperty(body, encoding, { enumerable: true, get: () => this.#body(url, answer, encoding) })
      Object.defineProperty(ok, encoding, { enumerable: true, get: () => (okHeaders ??= flatten([...headers, ['Content-Length', String(body[encoding].length)], ...this.#security])) })
    }
    return answer
  }

  /** One body of a kept answer; a variant made just now counts toward the bound from then on. */
  #body(url: string, answer: FastAnswer, encoding: Encoding): Buffer {
    const held = heldBodies(answer.reusable.prepared).length
    const bytes = answer.reusable.prepared[encoding]
    if (heldBodies(answer.reusable.prepared).length !== held && this.#answers.peek(url) === answer) {
      this.#answers.delete(url)
      this.#answers.set(url, answer)
    }
    return bytes
  }
}

/** What an answer holds in memory: each body's whole memory block (a view may hold more than its length), and the overhead. */
const bytesOf = ({ reusable }: FastAnswer) => heldBodies(reusable.prepared).reduce((sum, body) => sum + body.buffer.byteLength, ENTRY_OVERHEAD_BYTES)

const flatten = (headers: readonly HeaderPair[]): HeaderBlock => headers.flatMap(([name, value]) => [name, value])
