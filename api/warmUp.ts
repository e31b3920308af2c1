import type { Content } from '../engine/load/Content.ts'
import { renderUrl } from './generate/renderUrl.ts'
import { sitemapPaths } from './routes/seoRoutes.ts'
import { StartupError } from './StartupError.ts'

/** A path that is no page, so the not-found page is rendered too. */
const NO_PAGE = '/this-address-is-no-page'

/**
 * One URL of each kind of page the renderer answers on request: the home page, a category, a
 * review, an information page, search, the comparison page and the not-found page, from the
 * loaded content. Generated pages are answered from memory, but the same kinds are rendered on
 * request once a query string asks for a view of them.
 */
export function onePageOfEachKind(content: Content): string[] {
  const paths = sitemapPaths(content)
  const first = (test: (path: string) => boolean) => paths.find(test)
  const kinds = [
    '/',
    first((path) => path.startsWith('/category/')),
    first((path) => path.startsWith('/product/')),
    first((path) => path !== '/' && !/^\/(?:category|product|guides)(?:\/|$)/.test(path)),
    '/search?query=a',
    '/product-compare',
    NO_PAGE,
  ]
  return kinds.filter((path): path is string => path !== undefined)
}

/**
 * Renders a page of each kind once. Until it has, the instance is not ready; a page that cannot
 * be rendered (a renderer missing from the build, an error in it) is a StartupError naming it.
 */
export async function warmUp(content: Content): Promise<void> {
  for (const url of onePageOfEachKind(content)) {
    let status: number
    try {
      status = (await renderUrl(content, url))?.status ?? 404
    } catch (error) {
      throw new StartupError(`rendering ${url} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); deploy the whole dist/ folder of one build, or run "npm run build".`)
    }
    const expected = url === NO_PAGE ? 404 : 200
    if (status !== expected) throw new StartupError(`rendering ${url} answered ${status}, not ${expected}; deploy the whole dist/ folder of one build, or run "npm run build".`)
  }
}
