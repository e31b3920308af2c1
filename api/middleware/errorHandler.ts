import type { Context, Next } from 'koa'

export type ApiErrorBody = { success: false; error: { code: string; message: string } }

/** Answers an API request with the JSON error shape every /api client can read. */
export function sendApiError(ctx: Context, status: number, code: string, message: string): void {
  ctx.status = status
  ctx.body = { success: false, error: { code, message } } satisfies ApiErrorBody
}

/**
 * The last line of defence: anything thrown below is logged here with its stack and answered
 * without one (JSON under /api, a short HTML page elsewhere). Never a stack trace to a visitor.
 */
export function errorHandler() {
  return async function errorHandler(ctx: Context, next: Next) {
    try {
      await next()
    } catch (error) {
      const status = httpStatusOf(error)
      if (status >= 500) console.error(`${ctx.method} ${ctx.url} failed:`, error)
      if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
        sendApiError(ctx, status, status >= 500 ? 'internal_error' : 'bad_request', status >= 500 ? 'Something went wrong on our side.' : 'The request could not be understood.')
        return
      }
      const title = status >= 500 ? 'Something went wrong' : 'That address cannot be shown'
      const text = status >= 500 ? 'Please try again in a moment, or go to the' : 'Check the link, or go to the'
      ctx.status = status
      ctx.type = 'html'
      ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text} <a href="/">home page</a>.</p></body></html>`
    }
  }
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}
