import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { fileForUrl } from '../generate/generatedFiles.ts'

/**
 * Paths only the development server has: Vite's client, ping and module URLs (`/@vite/client`,
 * `/__vite_ping`, `/@fs/...`, `/@id/...`) and its dependency cache. Scanners ask for them all day.
 */
const DEVELOPMENT_PATH = /^\/(?:@|__vite|node_modules\/)/
/** The build's precompressed twins: sent only as the Content-Encoding of their file's own URL. */
const COMPRESSED_TWIN = /\.(?:br|gz)$/i

/**
 * In production, only what production has answers: development paths and compressed twins are a
 * plain 404 (never a render, so never an error in the log), a generated page's file name
 * (`/about.html`, `/index.html`) redirects to the page's URL, and the 404 page's own file is a 404.
 * `pages` are the generated pages' URLs; `notFoundFile` is the 404 page's file name.
 */
export function productionPaths(pages: { has(url: string): boolean }, notFoundFile: string, getContent: () => Content) {
  return async function productionPaths(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const path = ctx.path
    if (DEVELOPMENT_PATH.test(path) || COMPRESSED_TWIN.test(path) || path === `/${notFoundFile}`) return notFound(ctx, getContent())
    const page = pageOfFile(path, pages)
    if (page === undefined) return next()
    ctx.status = 301
    ctx.redirect(page + (ctx.querystring ? `?${ctx.querystring}` : ''))
  }
}

/** The generated page whose file `path` names, if any. */
function pageOfFile(path: string, pages: { has(url: string): boolean }): string | undefined {
  if (!path.endsWith('.html')) return undefined
  const url = path === '/index.html' ? '/' : path.slice(0, -'.html'.length)
  return pages.has(url) && `/${fileForUrl(url)}` === path ? url : undefined
}

function notFound(ctx: Context, content: Content): void {
  ctx.status = 404
  ctx.set('Cache-Control', content.site.cache.errors)
  ctx.type = 'text/plain'
  ctx.body = 'Not found.\n'
}
