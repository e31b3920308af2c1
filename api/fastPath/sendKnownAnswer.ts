import type { Context, Next } from 'koa'
import { sendPrepared } from '../generate/PreparedBody.ts'
import { contentVersion } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { requestAnswerKey } from '../middleware/answerKey.ts'
import type { PreparedAnswers } from './PreparedAnswers.ts'

/**
 * Inside Koa, answers a GET or HEAD from the answer table, as the fast path does in front of it,
 * for the requests the fast path leaves to Koa (HTTP/2, or a server made without it). The
 * conditional-get middleware upstream still turns a matching If-None-Match into a 304.
 */
export function sendKnownAnswer(answers: PreparedAnswers, getContent: () => Content) {
  return async function sendKnownAnswer(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const content = getContent()
    const known = answers.find(contentVersion(content), requestAnswerKey(ctx.req, ctx.originalUrl, content))
    if (!known) return next()
    const { prepared, ...sent } = known.reusable
    sendPrepared(ctx, prepared, { ...sent, reusable: true })
  }
}
