import type { Middleware } from 'koa'
import c2k from 'koa-connect'
import { createDevMiddleware } from 'vike/server'
import { createApp } from '../../api/server/app.ts'
import { renderPages } from '../../api/middleware/renderPages.ts'
import type { Content } from '../../engine/load/Content.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
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
 * Vite's development middleware (Vike's renderer over the project's code), made once per test
 * process and shared by the sites its files start. It depends on the code alone: each site renders
 * the content it was given, handed over with every request. Making it for every file (a Vite
 * server, the engine transformed again on its first render, the content checked again for a
 * reload no test used) cost each file seconds of processor time. The development server's own
 * content reload is tested where it is started (`npm run dev`'s tests in tests/load/ and the
 * browser's overlay test).
 */
let development: Promise<Middleware> | undefined
function developmentMiddleware(): Promise<Middleware> {
  development ??= createDevMiddleware({ root: projectRoot(), viteConfig: { server: { hmr: false } } }).then(({ devMiddleware }) => c2k(devMiddleware))
  return development
}

/**
 * The whole site (API and server-rendered pages) on an ephemeral port, rendering through Vite's
 * development middleware so server-render tests need no build. Serves the fixture content set
 * unless told otherwise.
 */
export async function startSite(site: SiteContent = { root: FIXTURE_ROOT, content: fixtureContent() }): Promise<Started> {
  const { root, content } = site
  const pages = [await developmentMiddleware(), renderPages(() => content, { sectionGallery: true })]
  return listen(createApp({ contentDir: root, getContent: () => content, pages, development: true }))
}

/** GET a page; the raw HTML as the server sent it (no JavaScript has run). */
export async function fetchPage(site: Started, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(site.url + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text(), headers: response.headers }
}
