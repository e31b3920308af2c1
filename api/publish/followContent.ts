import type { SchemaValidator } from '../../engine/content/schemaValidator.server.ts'
import { performance } from 'node:perf_hooks'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { contentPrint, pagesChanged } from '../generate/pageInputs.ts'
import { makePage, restorePages } from '../generate/regeneratePages.ts'
import type { GeneratedPage, GeneratedSite } from '../generate/regeneratePages.ts'
import type { KeptAnswers } from '../prices/followShownPrices.ts'
import type { Logger } from '../process/logger.ts'
import { pollEvery } from '../process/pollEvery.ts'
import { readLiveVersion, recordPages } from '../store/contentVersions.ts'
import type { Store } from '../store/database/openStore.ts'
import { WorkingCopy } from './contentFiles.ts'

/** How often a serving process asks the store whether a new content version went live: one tiny read. */
const CONTENT_POLL_MS = 400

/** What following the published content asks of a serving process. */
type ServedContent = {
  /** The content as pages show it now (at the current offers snapshot). */
  shown: () => Content
  /** Serves `content` (as loaded, without prices) from now on, as content version `version`. */
  show: (content: Content, version: number) => void
  /** The generated pages (production). */
  site?: GeneratedSite | undefined
  answers?: KeptAnswers | undefined
  logger: Logger
  /** The build's store of the values it read (contentValuesPath), so the first version checked parses only what changed since. */
  buildValues?: string | undefined
  /** The schemas' validators the build compiled, when they match the schemas. */
  validator?: SchemaValidator | undefined
}

/**
 * Keeps this process on the store's live content version (npm run publish). Every `intervalMs` it
 * reads the live version's id; when it moved, the version's files are written into this process's
 * working copy and checked there. A version that fails the check is logged with its report, and
 * the last good one keeps serving. One that passes is switched in, in one step with the new
 * bodies of the generated pages whose inputs changed (pageInputs.ts), so no answer mixes two
 * versions: those made within a second beforehand, the rest dropped, made again in the
 * background and meanwhile rendered on request.
 * Before it returns, a version published since the build is applied. Returns the stop.
 */
export async function followContent(store: Store, contentDir: string, served: ServedContent, intervalMs = CONTENT_POLL_MS): Promise<() => void> {
  let copy: WorkingCopy | undefined
  let applied = 0
  const apply = async (live: number) => {
    const started = performance.now()
    copy ??= new WorkingCopy(contentDir, served.buildValues, served.validator)
    const result = await copy.applyVersion(store, live)
    await turn()
    applied = live
    if (!result.ok) {
      served.logger.error({ contentVersion: live, problems: result.problems.length }, `content version ${live} does not pass the check here; still serving the last good version:\n${formatProblems(result.problems)}`)
      return
    }
    const { pages, dropped } = await switchTo(result.content, live, served)
    served.logger.info({ contentVersion: live, pages: pages.length, dropped: dropped.length, ms: Math.round(performance.now() - started) }, `content version ${live} is served; ${pages.length} generated page(s) it changed, ${pages.length - dropped.length} made before the switch, ${dropped.length} made again after it`)
    await recordPages(store, live, pages).catch(() => undefined)
    if (served.site) void restorePages(served.site, dropped, served.shown(), served.shown)
  }
  const live = await readLiveVersion(store).catch(() => 0)
  if (live > 0) await apply(live)
  const stop = pollEvery(
    intervalMs,
    async () => {
      const next = await readLiveVersion(store)
      if (next !== applied && next > 0) await apply(next)
    },
    (reason) => served.logger.warn({ reason }, 'the content versions could not be read; pages keep the content read before'),
  )
  return () => {
    stop()
    copy?.remove()
  }
}

/** How long pages changed by a version are made before the switch; any left are made after it. */
const MADE_BEFORE_SWITCH_MS = 1000

/**
 * Serves `content` and, in the same step, puts in the new bodies of the generated pages whose
 * inputs it changed: those made beforehand (as many as MADE_BEFORE_SWITCH_MS allows, while the
 * old version keeps serving), the rest dropped, to be rendered on request until made again.
 * A page the build listed without the products it shows counts as changed. Returns the pages
 * changed and those dropped.
 */
async function switchTo(content: Content, version: number, { shown, show, site, answers }: ServedContent): Promise<{ pages: string[]; dropped: string[] }> {
  const current = shown()
  if (!site) {
    show(content, version)
    return { pages: [], dropped: [] }
  }
  const book = current.catalogue.prices.book
  const next = pricedContent(content, book)
  const unknown = [...site.pages].filter(([, page]) => !page.shows).map(([url]) => url)
  const known = [...site.pages].filter(([, page]) => page.shows).map(([url, page]): [string, readonly string[]] => [url, page.shows!])
  // Each long step in a turn of its own, so requests waiting meanwhile are answered between them.
  contentPrint(current)
  await turn()
  contentPrint(next)
  await turn()
  const pages = [...pagesChanged(contentPrint(current), contentPrint(next), known), ...unknown]
  const made = await makeWithin(next, pages, site, MADE_BEFORE_SWITCH_MS)
  // The prices moved meanwhile: what was made shows the old ones, so it is made again after.
  if (shown().catalogue.prices.book !== book) {
    for (const page of made.values()) site.made?.discard(page)
    made.clear()
  }
  show(content, version)
  for (const url of pages) {
    const old = site.pages.get(url)
    const page = made.get(url)
    if (page) site.pages.set(url, page)
    else site.pages.delete(url)
    if (old) {
      answers?.retire(url, old)
      site.made?.discard(old)
    }
  }
  return { pages, dropped: pages.filter((url) => !made.has(url)) }
}

/** Lets the requests that arrived meanwhile be answered. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The pages at `urls` rendered from `content`, in order, until `budgetMs` has passed. */
async function makeWithin(content: Content, urls: readonly string[], site: GeneratedSite, budgetMs: number): Promise<Map<string, GeneratedPage>> {
  const made = new Map<string, GeneratedPage>()
  const until = performance.now() + budgetMs
  for (const url of urls) {
    if (performance.now() > until) break
    const page = await makePage(site, content, url)
    if (page) made.set(url, page)
  }
  return made
}
