import { IncomingMessage, ServerResponse } from 'node:http'
import Koa from 'koa'
import type { FastPath } from './fastPath.ts'

const ANSWERED = Promise.resolve()

/**
 * A Koa app whose request handler first offers each node:http request to the fast path, so
 * every server made from it (`app.listen`, `createServer(app.callback())`, the tests' servers)
 * has it. HTTP/2 requests, which the fast path does not write, go to Koa.
 */
export class SiteApp extends Koa {
  fastPath: FastPath = () => false

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback()
    const fast = this.fastPath
    return (request, response) => (request instanceof IncomingMessage && response instanceof ServerResponse && fast(request, response) ? ANSWERED : koa(request, response))
  }
}
