import type { Context } from 'koa'
import { performance } from 'node:perf_hooks'
import pLimit from 'p-limit'

/** How many renders run at once, and how many more may wait for a turn. */
export type RenderLimitOptions = { concurrency: number; queue: number }

/**
 * Rendering shares the process's one thread with everything else, so a burst of renders (a flood
 * of unique searches) is what can starve visitors of cached pages. Two at a time keep the renderer
 * busy without holding every render's memory at once; a queue of 16 absorbs an ordinary burst
 * (16 renders of 5-20 ms, each followed by twice its time for other work, wait about a second at
 * most). Answers from the table, generated pages and assets never pass through here.
 */
export const DEFAULT_RENDER_LIMIT: RenderLimitOptions = { concurrency: 2, queue: 16 }

/** Seconds a visitor turned away is asked to wait: about what a full queue takes to drain. */
export const RETRY_AFTER_SECONDS = 1

/**
 * The most of the thread's time renders take while more of them wait: after a render (what the
 * limited function does: the page and its compressed bodies), the next one starts only once the
 * thread has had twice that time for everything else. A flood of unique
 * renders then leaves kept pages, generated pages and the API two thirds of the thread, so most of
 * their requests find it free; a lone render never waits.
 */
export const RENDER_SHARE = 1 / 3

/**
 * Runs a render within the limit; `undefined` when the queue is full and the render was refused.
 * `full()` says whether a render asked now would be refused, so a request can be turned away
 * before any other work is spent on it.
 */
export type RenderLimit = {
  <T>(render: () => Promise<T>): Promise<T> | undefined
  full: () => boolean
}

/** One process's limit on renders, shared by every request it renders for. */
export function renderLimit({ concurrency, queue }: RenderLimitOptions = DEFAULT_RENDER_LIMIT): RenderLimit {
  const limit = pLimit(concurrency)
  let nextStart = 0
  const full = () => limit.activeCount + limit.pendingCount >= concurrency + queue
  function run<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (full()) return undefined
    return limit(async () => {
      // The next queued render would otherwise start in the same turn as the last one ended, ahead
      // of every request already read: it waits for the next turn, or for its share of the time.
      await turnAfter(nextStart - performance.now())
      const started = performance.now()
      try {
        return await render()
      } finally {
        const now = performance.now()
        nextStart = Math.max(nextStart, now) + ((now - started) * (1 - RENDER_SHARE)) / RENDER_SHARE
      }
    })
  }
  return Object.assign(run, { full })
}

/** Resolves after `ms`, or on the event loop's next turn when that is no more than now. */
function turnAfter(ms: number): Promise<void> {
  return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)))
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
