import autocannon from 'autocannon'
import { categoryFacets } from '../../engine/pages/categoryFacets.ts'
import type { Content } from '../../engine/load/Content.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { featureParam } from '../../engine/shop/featureFilters.ts'
import type { FeatureFilter } from '../../engine/shop/featureFilters.ts'
import type { Scenario, Target } from './Scenario.ts'

// Filtered category views are unique URLs that no answer table holds: each one is a render. A
// shopper trying filters, or a crawler walking every combination, asks for them one after another.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
export const FILTER_CONNECTIONS = 100
/** The goals against the commit before feature filters, measured in one session (bench/filters.ts). */
export const GOALS = { perSecond: 2, p99: 1 / 3 }
/** The commit before feature filters: what bench/filters.ts compares with unless told another revision. */
export const BEFORE_FEATURE_FILTERS = '011ec2b'

const SORTS = ['featured', 'price-low', 'price-high', 'rating', 'popularity']

/** Makes the n-th URL of a run; every n gives another URL. */
export type UrlMaker = (n: number) => string

/**
 * Unique listing views without feature filters, as any revision reads them: sort, minimum rating
 * and a price cap that changes with every request, plus an unknown parameter that changes too.
 */
export function listingUrls(content: Content): UrlMaker {
  const slugs = content.categories.all().map((category) => category.slug)
  return (n) => {
    const slug = slugs[n % slugs.length]!
    const sort = SORTS[Math.floor(n / slugs.length) % SORTS.length]!
    return `/category/${slug}?sort=${sort}&maxPrice=${100 + (n % 4_900)}&v${n}=1`
  }
}

/** The filters of one category a URL may combine: every real value of every facet as a filter. */
function filterChoices(content: Content, slug: string): [string, FeatureFilter][][] {
  const { facets, values } = categoryFacets(content, slug)
  return facets.map((facet) => {
    if (facet.kind === 'yesno') return [[facet.key, true], [facet.key, false]]
    if (facet.kind === 'choice') return (facet.choices ?? []).map((choice): [string, FeatureFilter] => [facet.key, choice.value])
    const numbers = [...new Set([...values.values()].map((value) => value[facet.key]).filter((value) => typeof value === 'number'))].sort((a, b) => a - b)
    return numbers.flatMap((number): [string, FeatureFilter][] => [[facet.key, { min: number }], [facet.key, { max: number }]])
  })
}

/**
 * Unique filtered views with real feature filter values: per request one or two facets of the
 * category with a value its products have, beside the sort and the price cap of `listingUrls`,
 * which alone keep every URL unique.
 */
export function featureUrls(content: Content): UrlMaker {
  const slugs = content.categories.all().map((category) => category.slug)
  const choices = new Map(slugs.map((slug) => [slug, filterChoices(content, slug)]))
  return (n) => {
    const slug = slugs[n % slugs.length]!
    const sort = SORTS[Math.floor(n / slugs.length) % SORTS.length]!
    const facets = choices.get(slug) ?? []
    const params = [`sort=${sort}`, `maxPrice=${100 + (n % 4_900)}`]
    for (const [index, options] of facets.entries()) {
      if ((n >> index) % 2 === 0 || !options.length) continue
      const [key, filter] = options[Math.floor(n / 7) % options.length]!
      params.push(`${key}=${encodeURIComponent(featureParam(filter))}`)
    }
    return `/category/${slug}?${params.join('&')}`
  }
}

/**
 * The answers of one run over unique URLs: 200s per second, the p99 latency of the 200 answers
 * (what a shopper who gets the page waits), and of every answer, refusals included (a refusal is
 * held for a second before its 503, so it says how long the turned-away wait, not the served).
 */
export type FilterRun = { ok200: number; perSecond: number; p99: number; p99All: number; other: number }

/** One run of `seconds` over unique URLs from `makeUrl`, starting at URL number `from`. */
export async function filterRun({ url }: Target, makeUrl: UrlMaker, seconds: number, from = 0): Promise<FilterRun> {
  let n = from
  const servedMs: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections: FILTER_CONNECTIONS,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: makeUrl(n++) }) }],
    }
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) servedMs.push(ms)
    })
  })
  const ok200 = result.statusCodeStats?.['200']?.count ?? 0
  return { ok200, perSecond: Math.round(ok200 / seconds), p99: percentile(servedMs, 0.99), p99All: result.latency.p99, other: result.requests.total - ok200 }
}

/** The value below which `share` of the values lie (0 when there are none), rounded to the ms. */
function percentile(values: number[], share: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!)
}

export const filterUrls: Scenario = {
  name: 'unique filter URLs',
  async run(target) {
    const result = loadContent(resolveContentDir())
    if (!result.ok) throw new Error('the content does not load')
    const run = await filterRun(target, featureUrls(result.content), SECONDS * 2)
    return {
      ok: run.ok200 > 0,
      lines: [
        `${FILTER_CONNECTIONS} connections, ${SECONDS * 2} s, a unique filtered category URL per request: ${run.perSecond} answers 200/s, p99 of those ${run.p99} ms, ${run.other} other answers (503 once the render queue is full; p99 of every answer ${run.p99All} ms)`,
        `goals against the commit before feature filters (${BEFORE_FEATURE_FILTERS}): npm run bench:filters`,
      ],
    }
  },
}
