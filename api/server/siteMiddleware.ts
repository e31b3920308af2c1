import type { Middleware } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { clientDir } from '../generate/generatedFiles.ts'
import { generatedPages, loadGenerated } from '../middleware/generatedPages.ts'
import type { Generated } from '../middleware/generatedPages.ts'
import { productionPaths } from '../middleware/productionPaths.ts'
import { refuseFullQueue } from '../middleware/refuseFullQueue.ts'
import { renderPages } from '../middleware/renderPages.ts'
import { renderLimit } from '../middleware/renderLimit.ts'
import type { RenderLimit, RenderLimitOptions } from '../middleware/renderLimit.ts'
import { clientAssets } from '../middleware/staticFiles.ts'

/**
 * In production, `sectionGallery` serves /_sections too (development always serves it), and
 * `renderLimit` bounds renders on request: its sizes, or a limit made by `renderLimit()` (by
 * default DEFAULT_RENDER_LIMIT). `generated` is the build's generated pages when the caller loaded
 * them (to make them again when prices change); by default they are loaded here.
 */
export type SiteMode = { production: true; sectionGallery?: boolean; renderLimit?: RenderLimitOptions | RenderLimit; generated?: Generated } | { production: false; onContent: (content: Content) => void }

/**
 * What serves the pages: in production the built client assets, the pages generated at build
 * (from memory) and Vike's renderer for the query-dependent rest, each view kept by the answer table;
 * in development Vite's middleware (hot reload of code and YAML) in front of a renderer that
 * renders every request, so an edited YAML file shows on the next reload.
 */
export async function siteMiddleware(root: string, getContent: () => Content, mode: SiteMode, contentDir: string = root): Promise<Middleware[]> {
  if (mode.production) {
    // Generated pages first: answered from memory, before the asset server looks at the disk.
    const { pages, stylesheets, notFound } = mode.generated ?? loadGenerated(root)
    const limit = typeof mode.renderLimit === 'function' ? mode.renderLimit : renderLimit(mode.renderLimit)
    // A view the full render queue would refuse is refused first, before any lookup is spent on it.
    return [refuseFullQueue(limit, getContent), productionPaths(pages, notFound, getContent), generatedPages(pages, getContent), clientAssets(clientDir(root), getContent), renderPages(getContent, { reusable: true, stylesheets, sectionGallery: mode.sectionGallery ?? false, limit })]
  }
  const { startDevelopment } = await import('./devMiddleware.ts')
  return [await startDevelopment(root, mode.onContent, contentDir), renderPages(getContent, { sectionGallery: true })]
}
