import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, Next } from 'koa'
import type { Logger } from '../process/logger.ts'

/** What a log line says about the request, read once it is answered. */
type RequestFacts = { method: string; path: string; ip: string }

/**
 * One line per answered request: method, path, status, duration, the bytes written to the socket
 * for it (headers included; compressed and streamed bodies have no Content-Length to read) and the
 * client's address (from X-Forwarded-For only when TRUST_PROXY trusts the proxy that set it).
 * The query string is left out: it can be long and personal, and the path says which page it was.
 * Koa's middleware below and the fast path (api/fastPath/) both log through this.
 */
export function logWhenAnswered(logger: Logger, request: IncomingMessage, response: ServerResponse, facts: () => RequestFacts): void {
  // Info and error lines are both off only when the log is silent: then no request costs a listener.
  if (!logger.isLevelEnabled('error')) return
  const started = process.hrtime.bigint()
  const socket = request.socket
  const bytesBefore = socket.bytesWritten
  response.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const { method, path, ip } = facts()
    const line = { method, path: path.slice(0, 200), status: response.statusCode, ip, ms: Math.round(ms * 10) / 10, bytes: socket.bytesWritten - bytesBefore }
    if (response.statusCode >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
  response.once('close', () => {
    if (!response.writableFinished) logger.info({ method: request.method, path: facts().path.slice(0, 200), aborted: true }, 'request')
  })
}

export function requestLog(logger: Logger) {
  return async function requestLog(ctx: Context, next: Next) {
    logWhenAnswered(logger, ctx.req, ctx.res, () => ({ method: ctx.method, path: ctx.path, ip: ctx.ip }))
    await next()
  }
}
