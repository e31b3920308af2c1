import type { SiteConfig } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { Category } from '../catalogue/Categories.ts'
import { warrantySpan, warrantySpanText, warrantyTerms } from '../facts/warranty.ts'
import { listOfNames } from '../shop/disclosure.ts'
import type { TokenValues } from './proseTokens.ts'

/** What the site's tokens are rendered from: site.yaml, and the catalogue with its categories' methods. */
type SiteTokenSource = { site: SiteConfig; catalogue: Catalogue }

/**
 * Each site token's text (see TOKEN_KINDS): what the site says about itself, worked out from the
 * methods, the catalogue and site.yaml, so a page about no one product says what the data says.
 */
const SITE_VALUES: Readonly<Record<string, (source: SiteTokenSource) => string | undefined>> = {
  criteria: ({ catalogue }) => criteriaText(catalogue.categories.all()),
  warranties: ({ catalogue }) => {
    const span = warrantySpan(catalogue.loaded().flatMap((product) => warrantyTerms(catalogue.facts.value(product, 'warranty'))))
    return span ? warrantySpanText(span) : undefined
  },
  ratingsSource: ({ site }) => site.customerRatings.source,
  weeklyShoppers: ({ site }) => site.claims.weeklyShoppers.count.toLocaleString('en-US'),
}

/** Every site token's text for one site and catalogue, worked out once: pages and the page print read them. */
export const siteTokenTexts = (catalogue: Catalogue, site: SiteConfig): Readonly<Record<string, string | undefined>> => catalogue.derived.of(tokenTexts, catalogue, site)

const tokenTexts = (catalogue: Catalogue, site: SiteConfig): Readonly<Record<string, string | undefined>> =>
  Object.fromEntries(Object.entries(SITE_VALUES).map(([name, value]) => [name, value({ site, catalogue })]))

/** What the site's tokens say on any page; undefined leaves a token to the page's own values, or as written. */
export function siteTokenValues({ site, catalogue }: SiteTokenSource): TokenValues {
  const texts = siteTokenTexts(catalogue, site)
  return (token) => (token.arg === undefined ? texts[token.name] : undefined)
}

/**
 * What the methods score, criteria every category shares first, categories in menu order: "user
 * feedback, price value and features in every category, with durability for <these categories>,
 * and motor power, cushioning and incline range for <that one>".
 */
function criteriaText(categories: readonly Category[]): string | undefined {
  if (categories.length === 0) return undefined
  const labelsOf = (category: Category) => category.method.criteria.map((criterion) => lowerFirst(criterion.label))
  const shared = labelsOf(categories[0]!).filter((label) => categories.every((category) => labelsOf(category).includes(label)))
  const groups = new Map<string, { own: string[]; names: string[] }>()
  for (const category of categories) {
    const own = labelsOf(category).filter((label) => !shared.includes(label))
    const key = own.join('\n')
    const group = groups.get(key) ?? groups.set(key, { own, names: [] }).get(key)!
    group.names.push(category.itemsName)
  }
  const parts = [...groups.values()].filter((group) => group.own.length).map((group) => `${listOfNames(group.own)} for ${listOfNames(group.names)}`)
  if (!shared.length) return parts.join('; ')
  const everywhere = `${listOfNames(shared)} in every category`
  return parts.length ? `${everywhere}, with ${parts.join(', and ')}` : everywhere
}

/** "Motor power" as a sentence says it; a label that starts with an acronym ("USB ports") keeps it. */
const lowerFirst = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label)
