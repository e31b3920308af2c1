import type { HeroBannerSection, InfoPage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PageModel } from '../PageModel.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import { renderTokensIn } from '../../prose/proseTokens.ts'
import { siteTokenValues } from '../../prose/siteTokenValues.ts'

/** A step of a breadcrumb that links somewhere. */
type Crumb = { label: string; href: string }

/**
 * An information page or guide: its sections, a breadcrumb from Home (through the index it is
 * listed in, `parent`, when it has one: a guide's is the guides index) to its main heading, and
 * the article facts (headline and dates) its structured data repeats.
 */
export function buildInfoModel(written: InfoPage, catalogue: Catalogue, site: SiteConfig, parent?: Crumb): PageModel {
  // What the page says about the site (what is scored, the warranties listed, ...) is rendered from the data.
  const page = renderTokensIn(written, siteTokenValues({ site, catalogue }))
  const headline = mainHeading(page)
  return {
    kind: 'sections',
    head: page.seo,
    breadcrumb: [{ label: 'Home', href: '/' }, ...(parent ? [parent] : []), { label: headline }],
    sections: resolveSections(page.sections, { catalogue, site }),
    ...(page.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
    ...(page.layout ? { layout: page.layout } : {}),
    article: { headline, ...articleDates(page) },
  }
}

/** The page's h1 (its hero banner's heading), else its title without the site's name. */
function mainHeading(page: InfoPage): string {
  const hero = page.sections.find((section): section is HeroBannerSection => section.type === 'hero-banner')
  if (hero) return hero.heading
  return page.seo.title.replace(/\s*[|·-][^|·-]*$/, '')
}

/** When the page was first published and last changed, where its YAML says (YYYY-MM-DD). */
function articleDates(page: InfoPage): { datePublished?: string; dateModified?: string } {
  const published = page.publishedAt ?? page.lastUpdated
  if (!published) return {}
  return { datePublished: published, dateModified: page.lastUpdated ?? published }
}
