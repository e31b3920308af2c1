import type { CategorySlug } from '../../schemas/types.gen.ts'

/** Which value of a row wins: more of it, less of it, or neither (a colour, a size). */
export type Better = 'higher' | 'lower' | 'none'

/** A value that can be set against another: its typed amount and the unit every product's amount of the row is in. */
type Comparable = { amount: number; unit: string }

/** One product's value in a row: what the page shows, and what is compared when the row has a direction. */
export type ComparisonCell = { text: string; value?: Comparable }

/** One compared fact: its label, an editor's note, which way is better, one cell per product in order. */
export type ComparisonRow = { key: string; label: string; note?: string; better: Better; cells: ComparisonCell[] }

/** A compared product's column head: its name, its review page when it has one, its photo. */
export type ComparisonProduct = { id: string; title: string; href?: string; image?: string }

/** Every comparison on the site is drawn from this: the products in column order and the rows. */
export type ComparisonModel = { products: ComparisonProduct[]; rows: ComparisonRow[] }

/** A product a shopper has chosen to compare: its name, and where to buy it when a shop has it in stock. */
export type CompareChoice = { id: string; title: string; buyHref?: string | undefined; shop?: string | undefined }

/** A product to choose on the comparison page: its card, with its photo. */
export type CompareItem = CompareChoice & { image: string }

/** What the comparison page shows: a category's products to choose from, and the chosen ones side by side. */
export type CompareView = {
  category?: { slug: CategorySlug; label: string }
  /** Every product of the category as a column, with the category's general-comparison rows (its file's generalCompareRows). */
  comparison: ComparisonModel
  /** Every category, for the "choose a category" list. */
  categories: { slug: CategorySlug; label: string }[]
  products: CompareItem[]
  /** Ids chosen in the URL (?ids=a,b), valid and at most `max`. */
  selected: string[]
  max: number
}
