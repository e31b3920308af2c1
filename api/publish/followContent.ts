import { performance } from 'node:perf_hooks'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { contentPrint, pagesChanged } from '../generate/pageInputs.ts'
import { restorePages } from '../generate/regeneratePages.ts'
import type { GeneratedSite } from '../generate/regeneratePages.ts'
import type { KeptAnswers } from '../prices/followShownPrices.ts'
import type { Logger } from '../process/logger.ts'
import { readLiveVersion, readTexts, readVersionHashes, recordPages } from '../store/contentVersions.ts'
import type { Store } from '../store/openStore.ts'
import { WorkingCopy } from './contentFiles.ts'

/** How often a serving process asks the store whether a new content version went live: one tiny read. */
export const CONTENT_POLL_MS = 400

/** What following the published content asks of a serving process. */
export type ServedContent = {
  /** The content as pages show it now (at the current offers snapshot). */
  shown: () => Content
  /** Serves `content` (as loaded, without prices) from now on, as content version `version`. */
  show: (content: Content, version: number) => void
  /** The generated pages in memory (production). */
  site?: GeneratedSite | undefined
  answers?: KeptAnswers | undefined
  logger: Logger
}

/**
 * Keeps this process on the store's live content version (npm run publish). Every `intervalMs` it
 * reads the live version's id; when it moved, the version's files are written into this process's
 * working copy and checked there. A version that fails the check is logged with its report, and
 * the last good one keeps serving. One that passes is switched in at once, in one step with
 * dropping the generated pages whose inputs changed (pageInputs.ts), so no answer mixes two
 * versions; those pages are then made again in the background, and meanwhile rendered on request.
 * Before it returns, a version published since the build is applied. Returns the stop.
 */
export async function followContent(store: Store, contentDir: string, served: ServedContent, intervalMs = CONTENT_POLL_MS): Promise<() => void> {
  let copy: WorkingCopy | undefined
  let applied = 0
  const apply = async (live: number) => {
    const started = performance.now()
    copy ??= new WorkingCopy(contentDir)
    const wanted = await readVersionHashes(store, live)
    const have = new Set(copy.hashes.values())
    const texts = await readTexts(store, [...new Set(wanted.values())].filter((hash) => !have.has(hash)))
    const result = copy.apply(wanted, texts)
    applied = live
    if (!result.ok) {
      served.logger.error({ contentVersion: live, problems: result.problems.length }, `content version ${live} does not pass the check here; still serving the last good version:\n${formatProblems(result.problems)}`)
      return
    }
    const pages = switchTo(result.content, live, served)
    served.logger.info({ contentVersion: live, pages: pages.length, ms: Math.round(performance.now() - started) }, `content version ${live} is served; ${pages.length} generated page(s) it changed are made again`)
    await recordPages(store, live, pages).catch(() => undefined)
    if (served.site) void restorePages(served.site, pages, served.shown(), served.shown)
  }
  const live = await readLiveVersion(store).catch(() => 0)
  if (live > 0) await apply(live)
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    void (async () => {
      try {
        const next = await readLiveVersion(store)
        if (next !== applied && next > 0) await apply(next)
      } catch (error) {
        served.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the content versions could not be read; pages keep the content read before')
      } finally {
        busy = false
      }
    })()
  }, intervalMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    copy?.remove()
  }
}

/**
 * Serves `content` and drops, in the same step, every generated page whose inputs it changed;
 * returns their URLs. A page the build listed without the products it shows is dropped too.
 */
function switchTo(content: Content, version: number, { shown, show, site, answers }: ServedContent): string[] {
  const current = shown()
  if (!site) {
    show(content, version)
    return []
  }
  // Worked out before the switch, which is then one step: no request is answered in between.
  const before = contentPrint(current)
  const after = contentPrint(pricedContent(content, current.catalogue.prices.book))
  const unknown = [...site.pages].filter(([, page]) => !page.shows).map(([url]) => url)
  const known = [...site.pages].filter(([, page]) => page.shows).map(([url, page]): [string, readonly string[]] => [url, page.shows!])
  const urls = [...pagesChanged(before, after, known), ...unknown]
  show(content, version)
  for (const url of urls) {
    const old = site.pages.get(url)
    site.pages.delete(url)
    if (old) answers?.retire(url, old)
  }
  return urls
}
