import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { clientDir, manifestPath } from '../generate/generatedFiles.ts'
import type { GeneratedManifest } from '../generate/generatedFiles.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'
import { PreparedBody, sendPrepared } from '../generate/PreparedBody.ts'
import { requestAnswerKey } from '../fastPath/answerKey.ts'

/**
 * Answers every URL the build generated from memory, never rendering: the file and its .br/.gz
 * twins are read once at start-up. A declared parameter makes it another view (filters, search),
 * which the renderer answers; unknown paths fall through as well.
 */
export function generatedPages(pages: ReadonlyMap<string, PreparedBody>, getContent: () => Content) {
  return async function generatedPages(ctx: Context, next: Next) {
    // A declared parameter makes another view (filters, search); any other query string is ignored.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || requestAnswerKey(ctx.req, ctx.originalUrl, getContent()) !== ctx.path) return next()
    const page = pages.get(ctx.path)
    if (!page) return next()
    sendPrepared(ctx, page, { type: 'text/html; charset=utf-8', cacheControl: getContent().site.cache.html, reusable: true })
  }
}

/** Generated pages by URL, the stylesheet bundles and the 404 page's file; none when the build did not run the generator. */
export function loadGenerated(root: string): { pages: Map<string, PreparedBody>; stylesheets: StylesheetBundles; notFound: string } {
  const pages = new Map<string, PreparedBody>()
  if (!existsSync(manifestPath(root))) return { pages, stylesheets: {}, notFound: '404.html' }
  const manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest
  for (const { url, file } of manifest.pages) {
    const path = join(clientDir(root), file)
    pages.set(url, new PreparedBody(readFileSync(path), 'best', { gzip: readFileSync(`${path}.gz`), br: readFileSync(`${path}.br`) }))
  }
  return { pages, stylesheets: manifest.stylesheets, notFound: manifest.notFound }
}
