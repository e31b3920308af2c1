import { createApp } from '../../api/app.ts'
import { siteMiddleware } from '../../api/siteMiddleware.ts'
import type { Content } from '../../engine/load/Content.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/load/resolveContentDir.server.ts'
import { FIXTURE_ROOT, fixtureContent, siteContent } from './content.ts'
import { listen } from './startApp.ts'
import type { Started } from './startApp.ts'

/** Which content a site serves: the fixture set by default, or any loaded content with its folder. */
export type SiteContent = { root: string; content: Content }

/**
 * The site's own content with its folder (CONTENT_DIR's when set): what a test that lists the
 * site's content must also serve, so every page it asks for is one the content has.
 */
export const siteServed = (): SiteContent => ({ root: resolveContentDir(), content: siteContent() })

/**
 * The whole site (API and server-rendered pages) on an ephemeral port, rendering through Vite's
 * development middleware so server-render tests need no build. Serves the fixture content set
 * unless told otherwise.
 */
export async function startSite(site: SiteContent = { root: FIXTURE_ROOT, content: fixtureContent() }): Promise<Started> {
  const { root, content } = site
  const pages = await siteMiddleware(projectRoot(), () => content, { production: false, onContent: () => {} }, root)
  return listen(createApp({ contentDir: root, getContent: () => content, pages, development: true }))
}

/** GET a page; the raw HTML as the server sent it (no JavaScript has run). */
export async function fetchPage(site: Started, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(site.url + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text(), headers: response.headers }
}
