import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { Content } from '../../engine/load/Content.ts'
import { listedPages } from '../../engine/pages/listedPages.ts'
import { matchPageKind } from '../../engine/pages/pageIdentity.ts'
import type { PageKind } from '../../engine/pages/pageParameters.ts'
import { renderUrl } from '../generate/renderUrl.ts'
import type { Logger } from '../process/logger.ts'
import { ROUTES } from '../../engine/catalogue/siteRoutes.ts'
import { StartupError } from './StartupError.ts'

/** A path that is no page, so the not-found page is rendered too. */
const NO_PAGE = '/this-address-is-no-page'

/** A view of each page kind that lists no page (none is generated): rendered only on request. */
const VIEWS: Partial<Record<PageKind, string>> = { search: '/search?query=a', compare: ROUTES.compare, comparePrint: ROUTES.comparePrint }

/**
 * One URL of each kind of page the renderer answers on request: the first page each kind lists
 * for the sitemap (home, guides index, guide, review, category, information page), a view of each
 * kind that lists none (search, the comparison and its print view) and the not-found page. The
 * section gallery, an editors' page off in production by default, is left out. Generated pages
 * are answered from memory, but the same kinds are rendered on request once a query string asks
 * for a view of them.
 */
function onePageOfEachKind(content: Content): string[] {
  const first = new Map<PageKind, string>()
  for (const url of listedPages(content)) {
    const kind = matchPageKind(url.split('?')[0]!)?.kind
    if (kind && !first.has(kind)) first.set(kind, url)
  }
  return [...first.values(), ...Object.values(VIEWS), NO_PAGE]
}

/**
 * Loads the renderer's code the build made (its server entry and each page kind's) before any
 * page is rendered. Vike renders each page inside an async context that holds the page's context;
 * a module first evaluated during a render keeps that context, and through it the whole content
 * and offers snapshot the page was rendered from, for the life of the process. Loaded here, no
 * module holds any, and the content a process started with goes once a newer one replaces it.
 */
export async function loadRenderer(root: string): Promise<void> {
  // Node's HTTP client code (undici) loads on first use too, and Vike first uses it in a render (a
  // request's headers become a Headers object): used here once, it is loaded outside any render.
  void new Headers()
  const serverDir = join(root, 'dist/server')
  try {
    const pageEntries = readdirSync(join(serverDir, 'entries')).filter((name) => name.endsWith('.mjs'))
    for (const file of [join(serverDir, 'entry.mjs'), ...pageEntries.map((name) => join(serverDir, 'entries', name))]) await import(pathToFileURL(file).href)
  } catch (error) {
    throw new StartupError(`loading the renderer in ${serverDir} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); deploy the whole dist/ folder of one build, or run "npm run build".`)
  }
}

/**
 * Renders a page of each kind once, each named in the log at debug level. Until it has, the
 * instance is not ready; a page that cannot be rendered (a renderer missing from the build, an
 * error in it) is a StartupError naming it.
 */
export async function warmUp(content: Content, logger?: Logger): Promise<void> {
  for (const url of onePageOfEachKind(content)) {
    const started = performance.now()
    let status: number
    try {
      status = (await renderUrl(content, url))?.status ?? 404
    } catch (error) {
      throw new StartupError(`rendering ${url} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); deploy the whole dist/ folder of one build, or run "npm run build".`)
    }
    const expected = url === NO_PAGE ? 404 : 200
    if (status !== expected) throw new StartupError(`rendering ${url} answered ${status}, not ${expected}; deploy the whole dist/ folder of one build, or run "npm run build".`)
    logger?.debug({ url, status, ms: Math.round(performance.now() - started) }, 'warm-up render')
  }
}
