import type { Context, Next } from 'koa'
import type { Logger } from '../logger.ts'

/**
 * One line per answered request: method, path, status, duration, the bytes written to the socket
 * for it (headers included; compressed and streamed bodies have no Content-Length to read) and the
 * client's address (from X-Forwarded-For only when TRUST_PROXY trusts the proxy that set it).
 * The query string is left out: it can be long and personal, and the path says which page it was.
 */
export function requestLog(logger: Logger) {
  return async function requestLog(ctx: Context, next: Next) {
    const started = process.hrtime.bigint()
    const socket = ctx.req.socket
    const bytesBefore = socket.bytesWritten
    const write = () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const line = { method: ctx.method, path: ctx.path.slice(0, 200), status: ctx.res.statusCode, ip: ctx.ip, ms: Math.round(ms * 10) / 10, bytes: socket.bytesWritten - bytesBefore }
      if (ctx.res.statusCode >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
    }
    ctx.res.once('finish', write)
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) logger.info({ method: ctx.method, path: ctx.path.slice(0, 200), aborted: true }, 'request')
    })
    await next()
  }
}
