import { afterEach, expect, test } from 'vitest'
import { sitemapXml } from '../../api/generate/seoFiles.ts'
import { ROUTES } from '../../engine/catalogue/siteRoutes.ts'
import { PAGE_KINDS } from '../../engine/pages/pageParameters.ts'
import type { PageParameters } from '../../engine/pages/pageParameters.ts'
import { fixtureContent } from '../support/content.ts'
import { sitemapLocs } from '../support/sitemap.ts'

// The sitemap lists what the page-kind list says: each kind's listed pages, each at the canonical
// URL the router, the answer table and the canonical link give it. Here the comparison kind, which
// lists no page of its own, is made to list one per category through a stale, tagged link.

const content = fixtureContent()
const kinds = PAGE_KINDS as unknown as Record<string, PageParameters>
const compare = kinds.compare!
afterEach(() => {
  kinds.compare = compare
})

/** The comparison of each category as an old link wrote it: another spelling, chosen products, an ad tag. */
function taggedComparisons(): { path: string; query: string }[] {
  return content.categories.all().map((category) => {
    const ids = content.catalogue.category(category.slug)!.data.slice(0, 2).map((product) => product.uniqueId)
    return { path: ROUTES.compare, query: `utm_source=mail&ids=${ids.join(',')}&category=${category.spellings[0] ?? category.slug}` }
  })
}

const sitemapPathsOf = () => sitemapLocs(sitemapXml(content)).map((loc) => loc.slice(content.site.url.length))

test('a kind that lists pages puts each in the sitemap with only its canonical parameters, normalised', () => {
  kinds.compare = { ...compare, listed: taggedComparisons }
  const listed = sitemapPathsOf().filter((path) => path.startsWith(`${ROUTES.compare}?`) || path === ROUTES.compare)
  expect(listed.sort()).toEqual(content.categories.all().map((category) => `${ROUTES.compare}?category=${category.slug}`).sort())
})

test('a kind whose canonical parameters change lists its pages without the parameters it no longer names', () => {
  kinds.compare = { ...compare, canonical: [], listed: taggedComparisons }
  const listed = sitemapPathsOf().filter((path) => path.startsWith(ROUTES.compare))
  expect(listed).toEqual([ROUTES.compare])
})

test('a listed path that the router gives to another kind is not in the sitemap', () => {
  kinds.compare = { ...compare, listed: () => [{ path: ROUTES.search, query: 'query=rower' }, { path: ROUTES.comparePrint, query: `category=${content.categories.all()[0]!.slug}` }] }
  const paths = sitemapPathsOf()
  expect(paths.some((path) => path.startsWith(ROUTES.search) || path.startsWith(ROUTES.comparePrint))).toBe(false)
})
