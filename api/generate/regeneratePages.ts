import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import type { Content } from '../../engine/load/Content.ts'
import { hoistImagePreloads } from './hoistImagePreloads.ts'
import { PreparedBody, prepareBody } from './PreparedBody.ts'
import { renderUrl } from './renderUrl.ts'
import { useBundle } from './stylesheetBundles.ts'
import type { StylesheetBundles } from './stylesheetBundles.ts'
import type { PricesRead } from '../store/read/productsChangedSince.ts'
import { renderGaps } from '../process/otherAnswers.ts'
import { shownPricesExpire } from './priceLifetime.ts'
import { keysNaming, surrogateKeys } from './surrogateKeys.ts'
import type { MadePages } from './madePages.ts'

/**
 * A generated page: its Surrogate-Key, the products it shows, when its first shown price grows too
 * old, and its body. The build's pages stay in their files under dist/client (`file`), read with
 * their .br and .gz twins when a request asks for one, so a server's start and memory do not grow
 * with the site (the answer table then keeps the pages asked for, within its bytes); a page made
 * again after a change is written to the process's own folder (MadePages, without twins: it is
 * compressed when a client asks), or held in memory (`made`) where no folder keeps it.
 */
export type GeneratedPage = MadePage | (PageFacts & { file: string; twins?: false })
/** What a generated page's answer carries beside its body. */
type PageFacts = { keys?: string | undefined; shows?: readonly string[] | undefined; expiresAt?: number | undefined }
/** A generated page made in this process, held in memory. */
export type MadePage = PageFacts & { made: PreparedBody }

/** The page's body: the one made in memory, or its file and twins read now (a file gone rejects). */
export async function pageBody(page: GeneratedPage): Promise<PreparedBody> {
  if ('made' in page) return page.made
  if (page.twins === false) return new PreparedBody(await readFile(page.file))
  const [identity, gzip, br] = await Promise.all([page.file, `${page.file}.gz`, `${page.file}.br`].map((path) => readFile(path)))
  return new PreparedBody(identity!, 'best', { gzip: gzip!, br: br! })
}

/**
 * The generated pages, by URL, with the stylesheet bundles the build made for them, the prices it
 * read, and where pages made again are kept.
 */
export type GeneratedSite = { pages: Map<string, GeneratedPage>; stylesheets: StylesheetBundles; prices?: PricesRead | undefined; made?: MadePages | undefined; thread?: PageThread | undefined }

/**
 * Makes many generated pages again off the serving thread, on a thread of its own whose memory goes
 * when it ends (api/server/pageThread.ts): a change that makes thousands of pages again would
 * otherwise grow the serving heap to several times the content it holds. `make` hands each page to
 * `place` in turn (undefined: it did not answer 200) and returns the URLs it did not make (all of
 * them when it cannot run for this content); the caller makes those itself. Used for a round of at
 * least `minPages` pages: a thread reads the content and the offers before its first page.
 */
export type PageThread = { minPages: number; make: (urls: readonly string[], place: (url: string, page: MadePage | undefined) => Promise<void>) => Promise<readonly string[]> }

/** The URLs of the generated pages whose Surrogate-Key names one of the products. */
export function pagesShowing(pages: ReadonlyMap<string, GeneratedPage>, products: ReadonlySet<string>): string[] {
  const keys = keysNaming(products)
  return [...pages].filter(([, page]) => page.keys?.split(' ').some((key) => keys.has(key))).map(([url]) => url)
}

/**
 * Renders one generated page again, the way the build made it (the same renderer, stylesheet
 * bundles and image preloads), with the products it now shows as its Surrogate-Key and the expiry
 * of their prices. Undefined when the page did not answer 200: the caller keeps the page it has.
 */
export async function renderGeneratedPage(content: Content, url: string, stylesheets: StylesheetBundles): Promise<MadePage | undefined> {
  const rendered = await renderUrl(content, url)
  if (rendered?.status !== 200) return undefined
  const expiresAt = shownPricesExpire(rendered.shows, content.catalogue.prices.book)
  return { made: prepareBody(hoistImagePreloads(useBundle(rendered.body, stylesheets))), keys: surrogateKeys(url, rendered.shows), shows: [...rendered.shows], expiresAt }
}

/**
 * Makes one generated page again (renderGeneratedPage), kept in the site's folder of made pages
 * when it has one. Undefined when the page did not answer 200 or could not be made.
 */
export async function makePage(site: GeneratedSite, content: Content, url: string): Promise<GeneratedPage | undefined> {
  return keepMade(site, await renderGeneratedPage(content, url, site.stylesheets).catch(() => undefined))
}

/** A page just made, kept in the site's folder of made pages when it has one (held in memory when the file cannot be written). */
async function keepMade(site: GeneratedSite, page: MadePage | undefined): Promise<GeneratedPage | undefined> {
  return page && site.made ? await site.made.keep(page).catch(() => page) : page
}

/**
 * Makes the pages at `urls` again, one after another, each swapped into `site.pages` as soon as
 * its new body is ready (until then the old one is served), then `replaced` hears of the old body.
 * Visitors come first: after each render, while other visitors were answered meanwhile, the thread
 * is left to other work for the share the render limit gives on-request renders; while none were,
 * the next render follows after one event-loop turn, so an idle process refreshes at full speed.
 * A round of many pages is made on the site's page thread when it has one (PageThread), each page
 * swapped in the same way. Returns the URLs that could not be made again.
 */
export async function regeneratePages(site: GeneratedSite, urls: readonly string[], getContent: () => Content, replaced: (url: string, old: GeneratedPage) => void): Promise<string[]> {
  const failed: string[] = []
  const swap = (url: string, page: GeneratedPage | undefined) => {
    const old = site.pages.get(url)
    if (page && old) {
      site.pages.set(url, page)
      replaced(url, old)
      site.made?.discard(old)
    } else if (page) site.made?.discard(page)
    else failed.push(url)
  }
  // A round of many pages is made on the site's page thread, when it has one; what it leaves is made here.
  const thread = site.thread && urls.length >= site.thread.minPages ? site.thread : undefined
  const left = thread ? await thread.make(urls, async (url, page) => swap(url, await keepMade(site, page))) : urls
  await renderInTurns(site, left, getContent, swap)
  return failed
}

/**
 * Makes again the pages at `urls` that a new content dropped, from `content`, each put back as
 * soon as it is ready, unless the content served changed again meanwhile (then the newer content's
 * pages are its own affair). Until a page is back, requests for it are rendered on demand.
 */
export async function restorePages(site: GeneratedSite, urls: readonly string[], content: Content, getContent: () => Content): Promise<void> {
  const current = () => getContent() === content
  const putBack = (url: string, page: GeneratedPage | undefined) => {
    if (page && current() && !site.pages.has(url)) site.pages.set(url, page)
    else if (page) site.made?.discard(page)
  }
  await renderInTurns(site, urls, () => content, putBack, current)
}

/**
 * Renders the generated page of each URL in turn from `contentOf()` and hands it to `place`
 * (undefined when it did not answer 200), while `goOn` holds. Visitors come first: after each
 * render, while other visitors were answered meanwhile, the thread is left to other work for the
 * share the render limit gives on-request renders; while none were, the next render follows after
 * one event-loop turn.
 */
async function renderInTurns(site: GeneratedSite, urls: readonly string[], contentOf: () => Content, place: (url: string, page: GeneratedPage | undefined) => void, goOn = () => true) {
  const gapAfter = renderGaps()
  for (const url of urls) {
    if (!goOn()) break
    const started = performance.now()
    place(url, await makePage(site, contentOf(), url))
    await pause(gapAfter(performance.now() - started))
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)))
