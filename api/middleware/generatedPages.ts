import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { clientDir, manifestPath } from '../generate/generatedFiles.ts'
import type { GeneratedManifest } from '../generate/generatedFiles.ts'
import type { PricesRead } from '../store/read/productsChangedSince.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'
import { PreparedBody, sendPrepared } from '../generate/PreparedBody.ts'
import { requestAnswerKey } from '../fastPath/answerKey.ts'
import type { GeneratedPage } from '../generate/regeneratePages.ts'

/**
 * Answers every URL the build generated from memory, never rendering: the file and its .br/.gz
 * twins are read once at start-up. A declared parameter makes it another view (filters, search),
 * which the renderer answers; unknown paths fall through as well, and so does a page showing a
 * price that has grown too old since the build: the renderer makes it again, with "Check price at".
 * When an import changes a price it shows, the page is made again in memory and replaced in
 * `pages` (see followShownPrices.ts); until then, the one there is served.
 */
export function generatedPages(pages: ReadonlyMap<string, GeneratedPage>, getContent: () => Content) {
  return async function generatedPages(ctx: Context, next: Next) {
    // A declared parameter makes another view (filters, search); any other query string is ignored.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || requestAnswerKey(ctx.req, ctx.originalUrl, getContent()) !== ctx.path) return next()
    const page = pages.get(ctx.path)
    if (!page || (page.expiresAt !== undefined && page.expiresAt <= Date.now())) return next()
    sendPrepared(ctx, page, { type: 'text/html; charset=utf-8', cacheControl: getContent().site.cache.html, reusable: true, expiresAt: page.expiresAt, keys: page.keys })
  }
}

/** Generated pages by URL, the stylesheet bundles, the 404 page's file and the prices the pages were made with. */
export type Generated = { pages: Map<string, GeneratedPage>; stylesheets: StylesheetBundles; notFound: string; prices?: PricesRead | undefined }

/** What the build generated; no pages when the build did not run the generator. */
export function loadGenerated(root: string): Generated {
  const pages = new Map<string, GeneratedPage>()
  if (!existsSync(manifestPath(root))) return { pages, stylesheets: {}, notFound: '404.html' }
  const manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest
  for (const { url, file, keys, shows, expiresAt } of manifest.pages) {
    const path = join(clientDir(root), file)
    pages.set(url, Object.assign(new PreparedBody(readFileSync(path), 'best', { gzip: readFileSync(`${path}.gz`), br: readFileSync(`${path}.br`) }), { keys, shows, expiresAt }))
  }
  return { pages, stylesheets: manifest.stylesheets, notFound: manifest.notFound, prices: manifest.prices }
}
