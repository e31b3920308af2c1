import type { Context } from 'koa'
import { afterWaitingConnections } from '../process/acceptedConnections.ts'
import { renderGaps } from '../process/otherAnswers.ts'
import { ClientTurns } from './clientTurns.ts'

/**
 * How many renders run at once, how many more one client may have waiting for a turn, the longest
 * (ms) a render may wait from its request's arrival for its turn to start, and how long after its
 * arrival a refused request gets its 503.
 */
export type RenderLimitOptions = { concurrency: number; queue: number; waitMs?: number; holdMs?: number }

/**
 * Rendering shares the process's one thread with everything else, so a burst of renders (a flood
 * of unique searches) is what can starve visitors of cached pages. Two at a time keep the renderer
 * busy without holding every render's memory at once; sixteen waiting per client absorb an
 * ordinary burst. Answers from the table, generated pages and assets never pass through here.
 */
const DEFAULT_RENDER_LIMIT: RenderLimitOptions = { concurrency: 2, queue: 16 }

/** Seconds a visitor turned away is asked to wait: about what a full queue takes to drain. */
const RETRY_AFTER_SECONDS = 1

/**
 * How long after its arrival a refused request is answered, and the longest any render waits.
 * Answered at once, a refusal costs the client nothing, so a client with fifty connections gets
 * thousands a second and the thread spends itself reading requests and writing 503s while the
 * visitors of kept pages wait behind them; held for a second, each connection asks again at most
 * once a second. A held request is only a timer and its connection, which the connection limits
 * already bound. A second is also what `Retry-After` asks for, so a visitor who waits as told
 * loses nothing by it.
 */
export const HOLD_MS = 1_000

/**
 * The longest a render waits for its turn while other renders run, counted from when its request
 * was read (the line of requests waiting for Koa included): a visitor who gets the page gets it
 * within about this and one render, however many ask at once. Under a burst, turns come one render apart, so a request
 * read behind a hundred others would otherwise wait for all of them and then for the queue.
 * When renders are slow (a busy or small machine), the bound is WAIT_RENDERS renders' time
 * instead: the few views one browser asks at once, two at a time, always fit. Until a render has
 * ended (a process just started, whose first renders are its slowest), it is the hold.
 */
export const WAIT_MS = 100
export const WAIT_RENDERS = 4

/** What a render within the limit resolves to when it was refused: its client's line was full, or its turn did not come in time. */
export const REFUSED: unique symbol = Symbol('refused')

/**
 * Runs a render within the limit for a client (its address) whose request arrived at `arrived`
 * (`performance.now()` time; now when not said): the render's result, or `REFUSED` once the
 * refusal has been held. Turns go to the waiting clients in rotation, so one client's flood waits
 * behind itself. `full(client)` says whether a render that client asks now would be refused, so a
 * request can be turned away before any other work is spent on it; `refuse(arrived)` resolves when
 * such a refusal may be answered.
 */
export type RenderLimit = {
  <T>(render: () => Promise<T>, client?: string, arrived?: number): Promise<T | typeof REFUSED>
  full: (client?: string) => boolean
  refuse: (arrived?: number) => Promise<void>
}

/** One process's limit on renders, shared by every request it renders for. */
export function renderLimit({ concurrency, queue, waitMs = WAIT_MS, holdMs = HOLD_MS }: RenderLimitOptions = DEFAULT_RENDER_LIMIT): RenderLimit {
  const waiting = new ClientTurns<() => void>()
  let running = 0
  let nextStart = 0
  const gapAfter = renderGaps()
  const renderMs = renderTimes()
  const full = (client = '') => running >= concurrency && waiting.waiting(client) >= queue
  const refuse = (arrived = performance.now()) => new Promise<void>((resolve) => setTimeout(resolve, msUntil(arrived + holdMs)))
  /** When a render that arrived at `arrived` must have started by: a hold's time until one render has shown how long they take. */
  const deadline = (arrived: number) => arrived + (renderMs.known() ? Math.max(waitMs, WAIT_RENDERS * renderMs.average()) : holdMs)

  /** Resolves true when the client's turn has come (it then counts as running), false when the deadline passed first. */
  function turn(client: string, by: number): Promise<boolean> {
    if (running < concurrency) {
      running++
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer)
        running++
        resolve(true)
      }
      const timer = setTimeout(() => {
        waiting.remove(client, start)
        resolve(false)
      }, msUntil(by))
      waiting.add(client, start)
    })
  }

  function startNext() {
    while (running < concurrency) {
      const start = waiting.next()
      if (!start) return
      start()
    }
  }

  async function run<T>(render: () => Promise<T>, client = '', arrived = performance.now()): Promise<T | typeof REFUSED> {
    const by = deadline(arrived)
    // Out of time only counts when the render would wait for others: a request held up by anything
    // else (a pause of the whole process) is rendered as soon as a turn is free.
    const outOfTime = running >= concurrency && performance.now() >= by
    if (full(client) || outOfTime || !(await turn(client, by))) {
      await refuse(arrived)
      return REFUSED
    }
    try {
      // The next render waits for its share of the time, then (as every render) for a turn of the
      // event loop that accepts no new connection: it never starts in the same turn as the last
      // one ended, ahead of the requests already read or the connections waiting to be.
      await delay(nextStart - performance.now())
      await afterWaitingConnections()
      const started = performance.now()
      try {
        return await render()
      } finally {
        const now = performance.now()
        renderMs.add(now - started)
        nextStart = Math.max(nextStart, now) + gapAfter(now - started)
      }
    } finally {
      running--
      startNext()
    }
  }
  return Object.assign(run, { full, refuse })
}

/** Whole milliseconds from now until `time` (a `performance.now()` time), none when it has passed. */
function msUntil(time: number): number {
  return Math.max(0, Math.ceil(time - performance.now()))
}

/** A running average of how long renders take (ms), the recent ones weighing most, known once one has ended. */
function renderTimes() {
  let average = 0
  let count = 0
  return {
    add: (ms: number) => (average = count++ === 0 ? ms : average * 0.9 + ms * 0.1),
    average: () => average,
    known: () => count > 0,
  }
}

/** Resolves after `ms`, at once when that is no more than now. */
async function delay(ms: number): Promise<void> {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
}

const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Busy - please try again</title></head>
<body><main><h1>Busy right now</h1><p>Too many pages are being prepared at this moment. Please try again in a second.</p></main></body></html>
`

/** 503 with Retry-After and a small page of its own, never cached. */
export function sendBusy(ctx: Context): void {
  ctx.status = 503
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS))
  ctx.set('Cache-Control', 'no-store')
  ctx.type = 'text/html; charset=utf-8'
  ctx.body = BUSY_PAGE
}
