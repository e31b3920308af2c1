import type { OutgoingHttpHeader } from 'node:http'
import type { Encoding } from '../generate/contentEncoding.ts'
import { preparedHeaders } from '../generate/PreparedBody.ts'
import type { ReusableAnswer } from '../generate/PreparedBody.ts'
import type { HeaderPair } from '../middleware/securityHeaders.ts'

/** A flat header block as `writeHead` takes it: name, value, name, value... */
type HeaderBlock = OutgoingHttpHeader[]

/** One URL's answer, with every header block it can need built once. */
export type FastAnswer = {
  etag: string
  body: Record<Encoding, Buffer>
  /** 200: the prepared headers, Content-Length and the security headers. */
  ok: Record<Encoding, HeaderBlock>
  /** 304: the same without Content-Type and Content-Length, as Koa sends it. */
  notModified: Record<Encoding, HeaderBlock>
}

/** URLs kept per loaded content: generated pages (about 40), cached views (500), API bodies (200). */
const MAX_ANSWERS = 1_000

const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity']

/**
 * The URLs whose answer is already bytes, per loaded content (a new content starts empty, so an
 * edited YAML file in development is never answered from an old table). The Koa stack fills it:
 * the first request of a URL goes through every middleware and, if its answer was marked
 * reusable, the answer is kept here; the fast path sends it from then on.
 */
export class PreparedAnswers {
  readonly #byContent = new WeakMap<object, Map<string, FastAnswer>>()
  readonly #security: readonly HeaderPair[]

  constructor(security: readonly HeaderPair[]) {
    this.#security = security
  }

  find(content: object, url: string): FastAnswer | undefined {
    return this.#byContent.get(content)?.get(url)
  }

  remember(content: object, url: string, answer: ReusableAnswer): void {
    let answers = this.#byContent.get(content)
    if (!answers) this.#byContent.set(content, (answers = new Map()))
    if (answers.has(url)) return
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!)
    answers.set(url, this.#build(answer))
  }

  #build(answer: ReusableAnswer): FastAnswer {
    const ok = {} as Record<Encoding, HeaderBlock>
    const notModified = {} as Record<Encoding, HeaderBlock>
    for (const encoding of ENCODINGS) {
      const headers = preparedHeaders(answer, encoding)
      const withoutEntity = headers.filter(([name]) => name !== 'Content-Type')
      ok[encoding] = flatten([...headers, ['Content-Length', String(answer.prepared[encoding].length)], ...this.#security])
      notModified[encoding] = flatten([...withoutEntity, ...this.#security])
    }
    const { br, gzip, identity } = answer.prepared
    return { etag: answer.prepared.etag, body: { br, gzip, identity }, ok, notModified }
  }
}

const flatten = (headers: readonly HeaderPair[]): HeaderBlock => headers.flatMap(([name, value]) => [name, value])
