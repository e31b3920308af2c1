import type { Context, Next } from 'koa'
import type { Logger } from '../process/logger.ts'

type ApiErrorBody = { success: false; error: { code: string; message: string } }

/** Answers an API request with the JSON error shape every /api client can read. */
export function sendApiError(ctx: Context, status: number, code: string, message: string): void {
  ctx.status = status
  ctx.body = { success: false, error: { code, message } } satisfies ApiErrorBody
}

/**
 * The last line of defence: anything thrown below is logged with its stack and answered without
 * one (JSON under /api, a short HTML page elsewhere). Every error answer, thrown or not (404
 * pages, 403s from the static files, 405s), is `no-store`: a cache must not keep a failure.
 */
export function errorHandler(logger: Logger) {
  return async function errorHandler(ctx: Context, next: Next) {
    try {
      await next()
    } catch (error) {
      const status = httpStatusOf(error)
      if (status >= 500) logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed')
      sendError(ctx, status)
    }
    if (ctx.status >= 400) ctx.set('Cache-Control', 'no-store')
  }
}

function sendError(ctx: Context, status: number): void {
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
    const server = status >= 500
    sendApiError(ctx, status, server ? 'internal_error' : 'bad_request', server ? 'Something went wrong on our side.' : 'The request could not be understood.')
    return
  }
  const title = status >= 500 ? 'Something went wrong' : 'That address cannot be shown'
  const text = status >= 500 ? 'Please try again in a moment, or go to the' : 'Check the link, or go to the'
  ctx.status = status
  ctx.type = 'html'
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text} <a href="/">home page</a>.</p></body></html>`
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}
