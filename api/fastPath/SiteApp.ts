import { IncomingMessage, ServerResponse } from 'node:http'
import Koa from 'koa'
import type { FastPath } from './fastPath.ts'
import type { PreparedAnswers } from './PreparedAnswers.ts'
import { noteArrival } from '../process/requestArrival.ts'

const ANSWERED = Promise.resolve()

/**
 * How many requests go through Koa between two looks at the network. Kept answers are written as
 * soon as their request is read; the rest (renders, refusals, first requests, the API) wait their
 * turn in arrival order, a few at a time, so a flood of them never stands between the network and
 * a visitor of a kept page for more than a few requests' work.
 */
const KOA_TURN = 8

/**
 * A Koa app whose request handler first offers each node:http request to the fast path, so
 * every server made from it (`app.listen`, `createServer(app.callback())`, the tests' servers)
 * has it. HTTP/2 requests, which the fast path does not write, go to Koa. What the fast path
 * does not answer waits for the end of the current turn of the event loop (see KOA_TURN).
 */
export class SiteApp extends Koa {
  fastPath: FastPath = () => false
  /** The answer table the fast path sends from: a price change lets go of the answers showing a changed product. */
  answers: PreparedAnswers | undefined

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback()
    const fast = this.fastPath
    const waiting: (() => void)[] = []
    const runTurn = () => {
      const turn = waiting.splice(0, KOA_TURN)
      // The next turn is booked first, so the requests after these wait for no other event.
      if (waiting.length > 0) setImmediate(runTurn)
      for (const start of turn) start()
    }
    return (request, response) => {
      if (request instanceof IncomingMessage && response instanceof ServerResponse && fast(request, response)) return ANSWERED
      if (request instanceof IncomingMessage) noteArrival(request)
      return new Promise<void>((resolve) => {
        if (waiting.push(() => resolve(koa(request, response))) === 1) setImmediate(runTurn)
      })
    }
  }
}
