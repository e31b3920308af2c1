import { createApp } from '../../api/app.ts'
import { siteMiddleware } from '../../api/siteMiddleware.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { realContent } from './content.ts'
import { listen } from './startApp.ts'
import type { Started } from './startApp.ts'

/**
 * The whole site (API and server-rendered pages) on an ephemeral port, rendering through Vite's
 * development middleware so server-render tests need no build.
 */
export async function startSite(): Promise<Started> {
  const content = realContent()
  const root = projectRoot()
  const pages = await siteMiddleware(root, () => content, { production: false, onContent: () => {} })
  return listen(createApp({ contentDir: root, getContent: () => content, pages, development: true }))
}

/** GET a page; the raw HTML as the server sent it (no JavaScript has run). */
export async function fetchPage(site: Started, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(site.url + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text(), headers: response.headers }
}
