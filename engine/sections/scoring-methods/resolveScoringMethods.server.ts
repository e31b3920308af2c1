import type { Criterion } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { bandText, highestFirst } from '../../catalogue/scaleLevels.ts'
import { meanStars } from '../../catalogue/scoreProduct.ts'
import { inputLabel, missingScore, valueText } from '../../catalogue/scoreRules.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'
import { scoreFigure } from '../../format/scores.ts'

/** One input of a derived criterion's rule, as How we rank tabulates it. */
export type RuleRow = {
  label: string
  /** The input's share of the criterion, in percent. */
  share: number
  /** curve: straight lines between the points; steps: the score of the last point reached. */
  kind: 'curve' | 'steps'
  points: { value: string; score: number }[]
  /** The result when a product lacks the input: its missing score, at most the worst point. */
  missing: string
}

/** One level of a judged criterion's published scale, as How we rank lists it. */
export type MethodLevel = { name: string; band: string; description: string }

export type MethodCriterion = {
  key: string
  label: string
  weight: number
  judges: string
  /** How the sub-score is given, in words: the judged scale, the computed rule, or which inputs the rule reads. */
  scale: string
  computed: boolean
  how: 'derived' | 'judged' | 'computed'
  /** For a derived criterion: its rule, one row per input, from the same YAML the scores are worked out by. */
  rule?: RuleRow[]
  /** For a judged criterion: its scale's levels, highest band first. */
  levels?: MethodLevel[]
}

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
        criteria: method.criteria.map((criterion) => methodCriterion(criterion, catalogue, category.slug)),
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

function methodCriterion(criterion: Criterion, catalogue: Catalogue, slug: string): MethodCriterion {
  const { key, label, weight, judges } = criterion
  const base = { key, label, weight, judges, computed: Boolean(criterion.computed) }
  if (criterion.computed) return { ...base, scale: criterion.scale ?? 'Computed from the customer rating.', how: 'computed' }
  if (!criterion.from) return judgedCriterion(criterion, base, catalogue, slug)
  const rule = ruleRows(criterion, catalogue, slug)
  const inputs = rule.map((row) => row.label.toLowerCase()).join(', ')
  return { ...base, scale: `Worked out from ${inputs} by the rule below; never typed.`, how: 'derived', rule }
}

/** A judged criterion: the test as done on every product, the measured fact its scale reads, and its levels. */
function judgedCriterion(criterion: Criterion, base: Omit<MethodCriterion, 'scale' | 'how'>, catalogue: Catalogue, slug: string): MethodCriterion {
  const measured = criterion.measures === undefined ? '' : ` The scale reads the measured ${(catalogue.facts.def(slug, criterion.measures)?.label ?? criterion.measures).toLowerCase()}.`
  const levels = highestFirst(criterion.levels ?? []).map((level) => ({ name: level.name, band: bandText(level.band), description: level.description }))
  return { ...base, scale: `Judged by a tester: ${criterion.judged ?? ''}${measured} Each product's record names its level, and its score lies in that level's band (below).`, how: 'judged', levels }
}

function ruleRows(criterion: Criterion, catalogue: Catalogue, slug: string): RuleRow[] {
  const inputs = criterion.from ?? []
  // A lifetime warranty is held at the curve's last point: the table says so beside it.
  const isWarranty = (input: NonNullable<Criterion['from']>[number]) => catalogue.facts.def(slug, input.fact ?? '')?.kind === 'warranty'
  const total = inputs.reduce((sum, input) => sum + (input.weight ?? 1), 0) || 1
  return inputs.map((input) => {
    const points = input.curve ?? input.steps ?? []
    return {
      label: inputLabel(input, catalogue.facts, slug),
      share: Math.round(((input.weight ?? 1) * 100) / total),
      kind: input.curve ? 'curve' : 'steps',
      points: points.map(([value, score], index) => ({ value: `${valueText(input, value, catalogue.facts, slug)}${index === points.length - 1 && isWarranty(input) ? ' or more, lifetime too' : ''}`, score })),
      missing: `scored ${scoreFigure(missingScore(input))}`,
    }
  })
}
