import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { clientDir, manifestPath } from '../generate/generatedFiles.ts'
import type { GeneratedManifest } from '../generate/generatedFiles.ts'
import type { PricesRead } from '../store/read/productsChangedSince.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'
import { MadePages } from '../generate/madePages.ts'
import { sendPrepared } from '../generate/PreparedBody.ts'
import { requestAnswerKey } from './answerKey.ts'
import { pageBody } from '../generate/regeneratePages.ts'
import type { GeneratedPage, PageThread } from '../generate/regeneratePages.ts'

/**
 * Answers every URL the build generated without rendering: the build's file and its .br/.gz twins
 * are read when a request asks for the page, and the answer table keeps it from then on while it is
 * asked for (within the table's bytes; a page it lets go is read again). A declared parameter makes
 * it another view (filters, search), which the renderer answers; unknown paths fall through as
 * well, and so does a page showing a price that has grown too old since the build (the renderer
 * makes it again, with "Check price at") or whose file cannot be read. When an import changes a
 * price it shows, the page is made again into the process's folder of made pages and replaced in
 * `pages` (see followShownPrices.ts); until then, the one there is served.
 */
export function generatedPages(pages: ReadonlyMap<string, GeneratedPage>, getContent: () => Content) {
  return async function generatedPages(ctx: Context, next: Next) {
    // A declared parameter makes another view (filters, search); any other query string is ignored.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || requestAnswerKey(ctx.req, ctx.originalUrl, getContent()) !== ctx.path) return next()
    const page = pages.get(ctx.path)
    if (!page || (page.expiresAt !== undefined && page.expiresAt <= Date.now())) return next()
    const body = await pageBody(page).catch(() => undefined)
    if (!body) return next()
    sendPrepared(ctx, body, { type: 'text/html; charset=utf-8', cacheControl: getContent().site.cache.html, reusable: true, expiresAt: page.expiresAt, keys: page.keys, source: page })
  }
}

/**
 * Generated pages by URL, the stylesheet bundles, the 404 page's file, the prices the pages were
 * made with and the folder that keeps pages made again (its owner removes it when it stops).
 */
export type Generated = { pages: Map<string, GeneratedPage>; stylesheets: StylesheetBundles; notFound: string; prices?: PricesRead | undefined; made: MadePages; thread?: PageThread | undefined }

/** What the build generated (the manifest alone: each page's file is read on request); no pages when the build did not run the generator. */
export function loadGenerated(root: string): Generated {
  if (!existsSync(manifestPath(root))) return { pages: new Map(), stylesheets: {}, notFound: '404.html', made: new MadePages() }
  const manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest
  const pages = new Map(manifest.pages.map(({ url, file, keys, shows, expiresAt }): [string, GeneratedPage] => [url, { file: join(clientDir(root), file), keys, shows, expiresAt }]))
  return { pages, stylesheets: manifest.stylesheets, notFound: manifest.notFound, prices: manifest.prices, made: new MadePages() }
}
