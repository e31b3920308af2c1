import { join } from 'node:path'
import type { Middleware } from 'koa'
import type { Content } from '../engine/load/Content.ts'
import { renderPages } from './middleware/renderPages.ts'
import { clientAssets } from './middleware/staticFiles.ts'

export type SiteMode = { production: true } | { production: false; onContent: (content: Content) => void }

/**
 * What serves the pages: in production the built client assets and Vike's renderer over dist/;
 * in development Vite's middleware (hot reload of code and YAML) in front of the same renderer.
 */
export async function siteMiddleware(root: string, getContent: () => Content, mode: SiteMode): Promise<Middleware[]> {
  if (mode.production) return [clientAssets(join(root, 'dist/client')), renderPages(getContent)]
  const { startDevelopment } = await import('./devMiddleware.ts')
  return [await startDevelopment(root, mode.onContent), renderPages(getContent)]
}
