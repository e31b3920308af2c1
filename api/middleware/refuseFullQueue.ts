import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { pageIdentity } from '../../engine/pages/pageIdentity.ts'
import { markForRenderer } from '../process/otherAnswers.ts'
import { arrivedAt } from '../process/requestArrival.ts'
import { sendBusy } from './renderLimit.ts'
import type { RenderLimit } from './renderLimit.ts'

/**
 * A view that only the renderer answers (a page URL whose declared parameters make a view no build
 * generated: search results, filtered lists, chosen comparisons) is refused with the renderer's
 * 503 here, while its client's line of renders is full, before the generated-page and asset
 * lookups spend anything on it. The 503 is held as long as the renderer holds its refusals, so a
 * flooding client cannot ask again at once: its flood then costs the thread little more than
 * reading one request per connection a second.
 * Kept views were answered above this (the fast path and `sendKnownAnswer`), so they never are.
 */
export function refuseFullQueue(limit: RenderLimit, getContent: () => Content) {
  return async function refuseFullQueue(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.querystring || !limit.full(ctx.ip)) return next()
    if (!rendersOnRequest(ctx.path, ctx.querystring, getContent())) return next()
    markForRenderer(ctx.req)
    await limit.refuse(arrivedAt(ctx.req))
    sendBusy(ctx)
  }
}

/** Whether the URL is a page view with declared parameters, which only a render answers. */
function rendersOnRequest(path: string, search: string, content: Content): boolean {
  try {
    return (pageIdentity(path, search, content)?.query.length ?? 0) > 0
  } catch {
    // Content that cannot be read here fails where the page renders, with its error page and log line.
    return false
  }
}
