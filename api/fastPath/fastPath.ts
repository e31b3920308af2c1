import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import fresh from 'fresh'
import type Koa from 'koa'
import type { Context } from 'koa'
import { contentVersion } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { chooseEncoding } from '../generate/contentEncoding.ts'
import type { Logger } from '../process/logger.ts'
import { logWhenAnswered } from '../middleware/requestLog.ts'
import { STRICT_TRANSPORT_SECURITY } from '../middleware/securityHeaders.ts'
import { requestAnswerKey } from '../middleware/answerKey.ts'
import type { PreparedAnswers } from './PreparedAnswers.ts'

/** Answers a request when it can, and says whether it did. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Answers a GET or HEAD whose URL's answer key (the path and declared parameters) is in the table
 * straight from the node:http handler, before Koa builds a context and runs its middleware:
 * status, a header block built once and the bytes. Everything else, and every URL's first request, goes through Koa.
 * While the server stops, the answer carries Connection: close (it is written before the shutdown
 * tracker's own request listener runs). The request log, HSTS and the client address follow the
 * app's own settings through a Koa context, created only when one of them is needed.
 */
type FastPathOptions = { getContent: () => Content; logger: Logger; stopping: () => boolean }

export function fastPath(app: Koa, answers: PreparedAnswers, { getContent, logger, stopping }: FastPathOptions): FastPath {
  return function fastPath(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const content = getContent()
    const key = requestAnswerKey(request, request.url ?? '', content)
    const answer = answers.find(contentVersion(content), key)
    if (!answer) return false
    let context: Context | undefined
    const koaContext = () => (context ??= app.createContext(request, response))
    logWhenAnswered(logger, request, response, () => ({ method: request.method!, path: koaContext().path, ip: koaContext().ip }))
    if (((request.socket as TLSSocket).encrypted || app.proxy) && koaContext().secure) response.setHeader(...STRICT_TRANSPORT_SECURITY)
    if (stopping()) response.setHeader('Connection', 'close')
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    // The `fresh` package decides, as Koa's conditional-get does on the other path.
    const encoded = answers.encoded(key, answer, encoding)
    if (fresh(request.headers, { etag: answer.etag })) {
      response.writeHead(304, encoded.notModified).end()
    } else {
      response.writeHead(200, encoded.ok).end(request.method === 'HEAD' ? undefined : encoded.body)
    }
    return true
  }
}
