import { meanStars } from '../../catalogue/scoreProduct.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type MethodCriterion = { key: string; label: string; weight: number; judges: string; scale: string; computed: boolean }

/** One version of a category's method as its changelog records it: the weights by criterion label. */
export type MethodVersion = { version: number; date: string; weights: { label: string; weight: number }[]; changes: string }

/** One category's published method, as /how-we-rank shows it. */
export type CategoryMethod = {
  slug: string
  label: string
  /** The anchor review pages and category pages link to: method-<category>. */
  anchor: string
  href: string
  version: number
  date: string
  criteria: MethodCriterion[]
  /** The user-feedback rule's figures: m, and C, the category's mean customer rating out of 5 today. */
  customerRatingPrior: number
  categoryMeanStars: number
  awards: { label: string; rule: string; winner?: string }[]
  /** Newest first. */
  changelog: MethodVersion[]
}

export type ScoringMethodsModel = { categories: CategoryMethod[] }

/** Every category's method, its award rules and its changelog, from the category files and the catalogue. */
export function resolveScoringMethods(_section: unknown, { catalogue }: ResolveContext): ScoringMethodsModel {
  return {
    categories: catalogue.categories.all().map((category): CategoryMethod => {
      const { method } = category
      const listing = catalogue.category(category.slug)
      const labels = new Map(method.criteria.map((criterion) => [criterion.key, criterion.label]))
      return {
        slug: category.slug,
        label: category.label,
        anchor: `method-${category.slug}`,
        href: category.path,
        version: method.version,
        date: method.date,
        criteria: method.criteria.map(({ key, label, weight, judges, scale, computed }) => ({ key, label, weight, judges, scale, computed: Boolean(computed) })),
        customerRatingPrior: method.customerRatingPrior,
        categoryMeanStars: meanStars(listing?.data ?? []),
        awards: (listing?.awards ?? []).map((award) => {
          const winner = award.winnerId ? catalogue.byId(award.winnerId)?.title : undefined
          return { label: award.label, rule: award.rule, ...(winner ? { winner } : {}) }
        }),
        changelog: [...method.changelog].reverse().map((entry) => ({
          version: entry.version,
          date: entry.date,
          weights: Object.entries(entry.weights).map(([key, weight]) => ({ label: labels.get(key) ?? key, weight })),
          changes: entry.changes,
        })),
      }
    }),
  }
}
