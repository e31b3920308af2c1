import type { OutgoingHttpHeader } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { Encoding } from '../generate/contentEncoding.ts'
import { preparedHeaders } from '../generate/PreparedBody.ts'
import type { HeaderPair, ReusableAnswer } from '../generate/PreparedBody.ts'
import { keysNaming } from '../generate/surrogateKeys.ts'

/** A flat header block as `writeHead` takes it: name, value, name, value... */
type HeaderBlock = OutgoingHttpHeader[]

/** One encoding of an answer: its bytes and the header blocks for 200 and 304, built once. */
type EncodedAnswer = {
  body: Buffer
  /** 200: the prepared headers, Content-Length and the security headers. */
  ok: HeaderBlock
  /** 304: the same without Content-Type and Content-Length, as Koa sends it. */
  notModified: HeaderBlock
}

/** One URL's answer, with each encoding a client has asked for built once. */
type FastAnswer = {
  /** The answer as the Koa path sends it (type, cache policy and the prepared bytes). */
  reusable: ReusableAnswer
  etag: string
  encoded: Partial<Record<Encoding, EncodedAnswer>>
}

/**
 * Megabytes of answers kept by default (ANSWER_CACHE_MB sets it for a server), each in its three
 * encodings: the demo site's generated pages take under 2 MB, the rest is room for a few hundred
 * rendered views and API answers. A generated page the table lets go is read again from its file
 * on its next request, through Koa.
 */
export const DEFAULT_ANSWER_CACHE_MB = 32
const DEFAULT_MAX_BYTES = DEFAULT_ANSWER_CACHE_MB * 2 ** 20

/** What an answer costs beyond its bodies: the header blocks and the table's own entry. */
const ENTRY_OVERHEAD_BYTES = 2_048

/**
 * The one store of answers that are already bytes (generated pages, rendered views, API
 * answers), by answer key (see middleware/answerKey.ts), for the loaded content: a new content empties it,
 * so an edited YAML file in development is never answered from an old table, and a price change
 * lets go of the answers showing a changed product (`forgetShowing`). The Koa stack fills it: the first
 * request of a URL goes through every middleware and, if its answer was marked reusable, the
 * answer is kept here; later requests are answered from it, by the fast path before Koa or by
 * `sendKnownAnswer` inside it. Bounded by the bytes of its bodies, the least recently asked
 * answer leaving first; nothing else keeps a rendered view or an API answer, so a dropped one is
 * simply made again on its next request.
 */
export class PreparedAnswers {
  readonly #security: readonly HeaderPair[]
  readonly #answers: LRUCache<string, FastAnswer>
  /** Generated pages (or bodies) replaced by newer ones: no answer from them is kept again. */
  readonly #retired = new WeakSet<object>()
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
    // Its Cache-Control counts down to that moment: its header blocks are made again at each send.
    return { ...answer, encoded: {} }
  }

  remember(content: object, url: string, answer: ReusableAnswer): void {
    if (content !== this.#content) {
      this.#answers.clear()
      this.#content = content
    }
    if (this.#retired.has(origin(answer))) return
    if (this.#answers.get(url)?.reusable.prepared !== answer.prepared) this.#answers.set(url, this.#build(answer))
  }

  /**
   * Lets go of every answer whose Surrogate-Key names one of the products (their prices changed):
   * each is made again on its next request; answers showing none of them stay. Returns how many went.
   */
  forgetShowing(products: ReadonlySet<string>): number {
    const keys = keysNaming(products)
    const showing = [...this.#answers.entries()].filter(([, answer]) => answer.reusable.keys?.split(' ').some((key) => keys.has(key)))
    for (const [url] of showing) this.#answers.delete(url)
    return showing.length
  }

  /**
   * The generated page of `url` (or a body) that a newer one replaced: let go of the answer made
   * from it, and never keep one again (a request still sending it may try).
   */
  retire(url: string, old: object): void {
    this.#retired.add(old)
    const kept = this.#answers.peek(url)
    if (kept && origin(kept.reusable) === old) this.#answers.delete(url)
  }

  /**
   * The answer in `encoding`, built on the first request that takes it. When that made a body or
   * new header blocks, the table's entry is replaced, so the bytes it counts stay what it holds;
   * an answer whose Cache-Control counts down to a price's expiry keeps no header blocks (they
   * are made again at each send).
   */
  encoded(url: string, answer: FastAnswer, encoding: Encoding): EncodedAnswer {
    const known = answer.encoded[encoding]
    if (known) return known
    const held = answer.reusable.prepared.heldBytes()
    const made = this.#encode(answer.reusable, encoding)
    const kept = this.#answers.peek(url)
    if (kept?.reusable !== answer.reusable) return made
    const encoded = answer.reusable.expiresAt === undefined ? { ...kept.encoded, [encoding]: made } : kept.encoded
    if (encoded !== kept.encoded || answer.reusable.prepared.heldBytes() !== held) this.#answers.set(url, { ...kept, encoded })
    return made
  }

  #build(reusable: ReusableAnswer): FastAnswer {
    return { reusable, etag: reusable.prepared.etag, encoded: {} }
  }

  #encode(reusable: ReusableAnswer, encoding: Encoding): EncodedAnswer {
    const body = reusable.prepared.body(encoding)
    const headers = preparedHeaders(reusable, encoding, Date.now())
    const withoutEntity = headers.filter(([name]) => name !== 'Content-Type')
    return {
      body,
      ok: flatten([...headers, ['Content-Length', String(body.length)], ...this.#security]),
      notModified: flatten([...withoutEntity, ...this.#security]),
    }
  }
}

/** What an answer was made from: the generated page it was read from, or its body. */
const origin = (answer: ReusableAnswer): object => answer.source ?? answer.prepared

/** What an answer holds in memory: its bodies' whole memory blocks (a view may hold more than its length), and the overhead. */
const bytesOf = ({ reusable }: FastAnswer) => reusable.prepared.heldBytes() + ENTRY_OVERHEAD_BYTES

const flatten = (headers: readonly HeaderPair[]): HeaderBlock => headers.flatMap(([name, value]) => [name, value])
