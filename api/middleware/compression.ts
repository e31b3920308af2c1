import type { Context, Next } from 'koa'
import compress from 'koa-compress'

/**
 * koa-compress, except when the client refuses every coding it offers (`identity;q=0`, `*;q=0`,
 * `br;q=-1`): koa-compress then sets an undefined Content-Encoding and the answer becomes a 500.
 * RFC 9110 (12.5.3) lets a server send the body unencoded in that case, so it goes out as is.
 */
export function compression() {
  const compressor = compress()
  const codings = compressor.preferredEncodings
  return async function compression(ctx: Context, next: Next) {
    if (!ctx.acceptsEncodings(codings)) ctx.compress = false
    return compressor(ctx, next)
  }
}
