import type { CatalogueProduct, Criterion } from '../../../schemas/types.gen.ts'
import type { Category } from '../../catalogue/Categories.ts'
import { bandText, highestFirst, isJudged } from '../../catalogue/scaleLevels.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import { formatDay } from '../../format/dates.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** One level of a judged scale, with how many products' records name it. */
export type TestedLevel = { name: string; band: string; description: string; records: number }

/** A criterion a tester scores, as its records show it. */
export type TestedCriterion = {
  key: string
  label: string
  /** The test as the method says it is done. */
  test: string
  /** The measured fact the scale reads, in words, if it reads one. */
  measured?: string
  levels: TestedLevel[]
  /** How many of the category's products have a record, and how many products it has. */
  recorded: number
  products: number
  /** The days the records were taken, oldest first, as pages write a day. */
  days: string[]
}

export type TestedCategory = { slug: string; label: string; itemsName: string; href: string; criteria: TestedCriterion[] }

export type TestRecordsModel = { categories: TestedCategory[] }

type WrittenRecord = Exclude<NonNullable<CatalogueProduct['scores']>[string], number>

/**
 * Every category's judged criteria, from the records in the catalogue: what the tester does, the
 * levels, how many products have a record and on which days. A category with none is listed with
 * none, so the page says plainly that nothing there is judged by hand.
 */
export function resolveTestRecords(_section: unknown, { catalogue }: ResolveContext): TestRecordsModel {
  return {
    categories: catalogue.categories.all().map((category) => {
      const products = catalogue.category(category.slug)?.data ?? []
      const criteria = category.method.criteria.filter(isJudged)
      return { slug: category.slug, label: category.label, itemsName: category.itemsName, href: category.path, criteria: criteria.map((criterion) => testedCriterion(criterion, category, products, catalogue.facts)) }
    }),
  }
}

function testedCriterion(criterion: Criterion, category: Category, products: readonly Pick<CatalogueProduct, 'scores'>[], facts: FactBook): TestedCriterion {
  const records = products.flatMap((product) => {
    const record = product.scores?.[criterion.key]
    return typeof record === 'object' ? [record as WrittenRecord] : []
  })
  const measured = criterion.measures === undefined ? undefined : (facts.def(category.slug, criterion.measures)?.label ?? criterion.measures).toLowerCase()
  return {
    key: criterion.key,
    label: criterion.label,
    test: criterion.judged ?? '',
    ...(measured ? { measured } : {}),
    levels: highestFirst(criterion.levels ?? []).map((level) => ({ name: level.name, band: bandText(level.band), description: level.description, records: records.filter((record) => record.level === level.name).length })),
    recorded: records.length,
    products: products.length,
    days: [...new Set(records.flatMap((record) => (record.date ? [record.date] : [])))].sort().map(formatDay),
  }
}
