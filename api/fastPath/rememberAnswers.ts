import type { Context, Next } from 'koa'
import { contentVersion } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import type { ReusableAnswer } from '../generate/PreparedBody.ts'
import { requestAnswerKey } from '../middleware/answerKey.ts'
import type { PreparedAnswers } from './PreparedAnswers.ts'

/**
 * Keeps an answer that `sendPrepared` marked reusable (a generated page, a rendered view, an API
 * answer), under its answer key (the URL with only the parameters its page declares), once every
 * middleware has run: from the next request on, the fast path sends it. Only GET and HEAD answers are kept, and only the 200s (a 304 still carries
 * the 200's answer in the mark).
 */
export function rememberAnswers(answers: PreparedAnswers, getContent: () => Content) {
  return async function rememberAnswers(ctx: Context, next: Next) {
    await next()
    const answer = ctx.state.reusable as ReusableAnswer | undefined
    if (answer && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const content = getContent()
      answers.remember(contentVersion(content), requestAnswerKey(ctx.req, ctx.originalUrl, content), answer)
    }
  }
}
