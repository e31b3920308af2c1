import type { Context } from 'koa'
import pLimit from 'p-limit'

/** How many renders run at once, and how many more may wait for a turn. */
export type RenderLimitOptions = { concurrency: number; queue: number }

/**
 * Rendering shares the process's one thread with everything else, so a burst of renders (a flood
 * of unique searches) is what can starve visitors of cached pages. Two at a time keep the renderer
 * busy without holding every render's memory at once; a queue of 16 absorbs an ordinary burst
 * (16 renders of 5-20 ms wait well under half a second). Answers from the table, generated pages
 * and assets never pass through here, so they never wait behind renders.
 */
export const DEFAULT_RENDER_LIMIT: RenderLimitOptions = { concurrency: 2, queue: 16 }

/** Seconds a visitor turned away is asked to wait: a full queue drains in well under one. */
export const RETRY_AFTER_SECONDS = 1

/** Runs a render within the limit; `undefined` when the queue is full and the render was refused. */
export type RenderLimit = <T>(render: () => Promise<T>) => Promise<T> | undefined

/** One process's limit on renders, shared by every request it renders for. */
export function renderLimit({ concurrency, queue }: RenderLimitOptions = DEFAULT_RENDER_LIMIT): RenderLimit {
  const limit = pLimit(concurrency)
  return function run<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (limit.activeCount + limit.pendingCount >= concurrency + queue) return undefined
    return limit(render)
  }
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
