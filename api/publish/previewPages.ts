import type { SchemaValidator } from '../../engine/content/schemaValidator.server.ts'
import type { Context, Next } from 'koa'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { renderUrl } from '../generate/renderUrl.ts'
import { readPreview } from '../store/contentVersions.ts'
import type { Store } from '../store/database/openStore.ts'
import { WorkingCopy } from './contentFiles.ts'

/** Where a preview is served: `/_preview/<token>/<any page path>`. */
const PREVIEW_PATH = /^\/_preview\/([A-Za-z0-9_-]{16,64})(\/.*)?$/

/**
 * Serves a content version waiting as a preview (`npm run publish -- --preview`) at its secret
 * address, each page rendered on request from the preview's content at the live prices, never
 * kept by a cache or indexed. Its links lead to the live site's pages; each page of the preview
 * is at the same path behind the prefix. An unknown token is a 404, like any unknown page.
 * `validator`: the schemas' validators to check a version with (the build's).
 */
export function previewPages(store: Store, contentDir: string, getContent: () => Content, validator?: SchemaValidator) {
  let copy: WorkingCopy | undefined
  let loaded: { id: number; content: Content } | undefined
  const contentOf = async (id: number): Promise<Content | string> => {
    if (loaded?.id === id) return loaded.content
    copy ??= new WorkingCopy(contentDir, undefined, validator)
    const result = await copy.applyVersion(store, id)
    if (!result.ok) return formatProblems(result.problems)
    loaded = { id, content: result.content }
    return result.content
  }
  return async function previewPages(ctx: Context, next: Next) {
    const match = PREVIEW_PATH.exec(ctx.path)
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    const version = await readPreview(store, match[1]!)
    if (!version) return next()
    const content = await contentOf(version.id)
    ctx.set('Cache-Control', 'no-store')
    ctx.set('X-Robots-Tag', 'noindex')
    if (typeof content === 'string') {
      ctx.status = 409
      ctx.type = 'text/plain; charset=utf-8'
      ctx.body = `Preview version ${version.id} does not pass the check on this server:\n${content}`
      return
    }
    const rendered = await renderUrl(pricedContent(content, getContent().catalogue.prices.book), `${match[2] ?? '/'}${ctx.search}`)
    if (!rendered) return next()
    ctx.status = rendered.status
    ctx.type = 'text/html; charset=utf-8'
    ctx.set('Content-Version', `preview ${version.id}`)
    ctx.body = rendered.body
  }
}
