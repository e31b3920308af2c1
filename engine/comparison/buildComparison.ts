import type { CategoryFact, CategorySlug } from '../../schemas/types.gen.ts'
import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { COMPUTED_LABELS, factAmounts, factKey, factValue, factValues, MISSING_FACT } from '../shop/productFacts.ts'
import type { ComputedFact, FactAmounts, FactRef, FactValues } from '../shop/productFacts.ts'
import type { Better, ComparisonModel, ComparisonProduct, ComparisonRow } from './ComparisonModel.ts'
import { scoreOutOf10 } from '../format/scores.ts'

/** A row a page asks for: the fact, and optionally its label, a note and which way is better. */
type ComparisonRowSpec = FactRef & { label?: string | undefined; note?: string | undefined; better?: Better | undefined }

/**
 * A product to compare: its column head, its facts ready to show, the typed amounts the rows are
 * judged by (`factAmounts`, read through the fact module; a fact without an amount is shown, never
 * judged), and the site's score out of 10 when it has one.
 */
export type ComparedProduct = ComparisonProduct & { facts: FactValues; amounts?: FactAmounts; ourScore?: number }

/**
 * A catalogue product as a comparison column: every comparison on the site (the category page's
 * dialog, the comparison page, a guide's picker, a review's alternatives) maps products to columns here.
 */
export function comparedProduct(product: ApiProduct, { facts, prices }: Pick<Catalogue, 'facts' | 'prices'>): ComparedProduct {
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    ...(product.pageLink ? { href: product.pageLink } : {}),
    facts: factValues(product, facts, prices),
    amounts: factAmounts(product, facts, prices),
    ourScore: product.ourScore.overall,
  }
}

/** The key of the row of the site's score, which every comparison of scored products starts with. */
const OUR_SCORE_ROW = 'computed:our-score'

/** The values the site computes always have a known direction; facts take theirs from the category's vocabulary. */
const COMPUTED_BETTER: Readonly<Record<ComputedFact, Better>> = { rating: 'higher', reviews: 'higher', price: 'lower', savings: 'higher' }

/**
 * The one place a comparison reads facts: each row's cell per product, its comparable value, and
 * the row's direction (computed facts know theirs; a fact row carries its vocabulary's).
 */
export function buildComparison(products: readonly ComparedProduct[], rows: readonly ComparisonRowSpec[]): ComparisonModel {
  return {
    products: products.map(({ id, title, href, image }) => ({ id, title, ...(href ? { href } : {}), ...(image ? { image } : {}) })),
    rows: [...ourScoreRow(products), ...withBestPrice(products, rows).map((row) => comparisonRow(products, row))],
  }
}

/** The label of the price row a comparison gains when its own rows name no price. */
export const BEST_PRICE_LABEL = 'Best price'

/**
 * The rows with the best price first when they name no price of their own and some compared
 * product has one: every comparison shows what each product costs today, from the offers store's
 * snapshot like every other price (the cheapest landed price in stock, with the day it was read).
 */
function withBestPrice(products: readonly ComparedProduct[], rows: readonly ComparisonRowSpec[]): readonly ComparisonRowSpec[] {
  const price = factKey({ computed: 'price' })
  if (rows.some((row) => row.computed === 'price') || !products.some((product) => product.facts[price] !== undefined)) return rows
  return [{ computed: 'price', label: BEST_PRICE_LABEL }, ...rows]
}

/**
 * The site's own score, first in every comparison whose products carry it: the same "X/10" on the
 * same scale as cards and reviews, the higher the better.
 */
function ourScoreRow(products: readonly ComparedProduct[]): ComparisonRow[] {
  if (!products.some((product) => product.ourScore !== undefined)) return []
  const cells = products.map(({ ourScore }) => (ourScore === undefined ? { text: MISSING_FACT } : { text: scoreOutOf10(ourScore), value: { amount: ourScore, unit: '/10' } }))
  return [{ key: OUR_SCORE_ROW, label: 'Our score', better: 'higher', cells }]
}

function comparisonRow(products: readonly ComparedProduct[], row: ComparisonRowSpec): ComparisonRow {
  const better = row.computed ? COMPUTED_BETTER[row.computed] : (row.better ?? 'none')
  const key = factKey(row)
  const cells = products.map((product) => {
    const text = factValue(product.facts, row)
    const value = product.facts[key] === undefined ? undefined : product.amounts?.[key]
    return value ? { text, value } : { text }
  })
  return { key, label: row.label ?? (row.computed ? COMPUTED_LABELS[row.computed] : (row.spec ?? '')), ...(row.note ? { note: row.note } : {}), better, cells }
}

/** A category file's rows ("price" or a fact key) as comparison rows, each judged the way the category's vocabulary says. */
export function categoryRowSpecs(category: CategorySlug, rows: readonly CategoryFact[], book: FactBook): ComparisonRowSpec[] {
  return rows.map(({ label, fact }) => (fact === 'price' ? { computed: 'price' as const, label } : { spec: fact, label, better: book.def(category, fact)?.better }))
}

/** The rows of several categories' lists as one list: a fact listed by two categories appears once, as the first lists it. */
export function mergedRowSpecs(lists: readonly { category: CategorySlug; rows: readonly CategoryFact[] }[], book: FactBook): ComparisonRowSpec[] {
  const seen = new Set<string>()
  return lists.flatMap(({ category, rows }) => categoryRowSpecs(category, rows, book)).filter((row) => !seen.has(factKey(row)) && Boolean(seen.add(factKey(row))))
}
