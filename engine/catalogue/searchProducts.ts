import MiniSearch from 'minisearch'
import type { SearchOptions } from 'minisearch'
import type { ApiProduct } from './ApiProduct.ts'
import type { Catalogue, ShelfProduct } from './Catalogue.ts'
import type { Categories, Category } from './Categories.ts'
import { productHref } from './productHref.ts'
import { normalizeQuery } from '../shop/searchQuery.ts'

export { MAX_QUERY_LENGTH, normalizeQuery } from '../shop/searchQuery.ts'

/**
 * Typos forgiven in one word of the query, by its length: none in words of up to three letters
 * (too many short words are one letter apart), one up to six letters ("pads" finds "pad",
 * "rowers" finds "rower"), two from seven on ("stridwel" finds "Stridewell").
 */
export function typosAllowed(word: string): number {
  if (word.length < 4) return 0
  return word.length < 7 ? 1 : 2
}

/** One product as the index sees it: `names` are its category's label, spellings and everyday names. */
type ProductDocument = { id: string; title: string; brand: string; names: string }
type CategoryDocument = { id: string; names: string }

/**
 * Every query word must match, forgiving typos; a word of three letters or more also matches the
 * words it starts ("fold" finds "folding", "oarl" finds "Oarline"). The title weighs most, then
 * the brand, then the category's names, so "spin bike" puts the Spin Bikes before other bikes.
 */
const OPTIONS: SearchOptions = {
  fields: ['title', 'brand', 'names'],
  boost: { title: 2, brand: 1.5 },
  fuzzy: (term) => typosAllowed(term),
  maxFuzzy: 2,
  prefix: (term) => term.length >= 3,
  combineWith: 'AND',
}

/**
 * Search over the catalogue, ranked by relevance (best first; equal matches keep the catalogue's
 * ranked order). A query whose words cannot all match one product finds the products that match
 * the most of them, so "quiet walking pad for an apartment" still finds walking pads.
 */
/** What search reads of a product: its id, its words and its category. */
type SearchableProduct = Pick<ApiProduct, 'id' | 'title' | 'brand' | 'category'>

export class ProductSearch<P extends SearchableProduct = ApiProduct> {
  readonly #byId: ReadonlyMap<string, P>
  /** Each product's place in the catalogue, to order equal matches. */
  readonly #rank: ReadonlyMap<string, number>
  readonly #categories: readonly Category[]
  readonly #products = new MiniSearch<ProductDocument>({ fields: ['title', 'brand', 'names'], searchOptions: OPTIONS })
  readonly #categoryIndex = new MiniSearch<CategoryDocument>({ fields: ['names'], searchOptions: { ...OPTIONS, fields: ['names'], combineWith: 'OR' } })

  constructor(products: readonly P[], categories: readonly Category[]) {
    this.#byId = new Map(products.map((product) => [product.id, product]))
    this.#rank = new Map(products.map((product, index) => [product.id, index]))
    this.#categories = categories
    const names = new Map(categories.map((category) => [category.slug, categoryNames(category)]))
    this.#products.addAll(products.map((product) => ({ id: product.id, title: product.title, brand: product.brand, names: names.get(product.category) ?? '' })))
    this.#categoryIndex.addAll(categories.map((category) => ({ id: category.slug, names: categoryNames(category) })))
  }

  /**
   * The products matching the query, most relevant first; none for a blank query. Equal matches
   * keep the order the index was built in, or the one `place` gives (a product's place by id).
   */
  search(rawQuery: string, place: (id: string) => number = (id) => this.#rank.get(id) ?? 0): P[] {
    const query = normalizeQuery(rawQuery)
    if (!query) return []
    const all = this.#products.search(query)
    const hits = all.length ? all : this.#products.search(query, { combineWith: 'OR' })
    const rank = (id: unknown) => place(String(id))
    hits.sort((a, b) => b.score - a.score || rank(a.id) - rank(b.id))
    return hits.flatMap((hit) => this.#byId.get(String(hit.id)) ?? [])
  }

  /** The category whose names come closest to the query, for a search that found nothing. */
  closestCategory(rawQuery: string): Category | undefined {
    const query = normalizeQuery(rawQuery)
    if (!query) return undefined
    const [best] = this.#categoryIndex.search(query, { fuzzy: 0.4, maxFuzzy: 4 })
    return best && this.#categories.find((category) => category.slug === best.id)
  }
}

/** Everything a category is called: label, slug and spellings (as words) and its everyday names. */
function categoryNames(category: Category): string {
  return [category.label, category.slug, ...category.spellings, ...category.synonyms].join(' ')
}

/** What a page searches: the products at its snapshot, and the category closest to a query. */
type SnapshotSearch = Pick<ProductSearch<ApiProduct>, 'search' | 'closestCategory'>

/**
 * The index of a loaded catalogue's products, built on first use and kept while that content is:
 * titles, brands and categories do not move with prices, so a new offers snapshot builds none.
 */
const loadedIndex = (products: readonly ShelfProduct[], categories: Categories): ProductSearch<ShelfProduct> => new ProductSearch(products, categories.all())

/** Each product's place in the catalogue's ranked order, by id: once per ranked list. */
const placesIn = (products: readonly ApiProduct[]): ReadonlyMap<string, number> => new Map(products.map((product, index) => [product.id, index]))

/**
 * The search over a catalogue at its snapshot: the loaded catalogue's index, each hit the
 * snapshot's product, equal matches in the snapshot's ranked order.
 */
export const productSearch = (catalogue: Catalogue): SnapshotSearch => catalogue.derived.of(searchAt, catalogue)

function searchAt(catalogue: Catalogue): SnapshotSearch {
  const { derived } = catalogue
  const index = derived.of(loadedIndex, catalogue.loaded(), catalogue.categories)
  return {
    search: (query) => index.search(query, (id) => derived.of(placesIn, catalogue.all()).get(id) ?? 0).flatMap((product) => catalogue.byId(product.id) ?? []),
    closestCategory: (query) => index.closestCategory(query),
  }
}

/** One entry of the header's suggestion list, as GET /api/search/suggestions answers it. */
export type Suggestion = { id: string; title: string; category: string; href: string }

/** How many suggestions the header lists at most. */
const MAX_SUGGESTIONS = 8

/**
 * The header's suggestions for what a shopper has typed so far: the best matches of the site
 * search, each leading where the product is shown (its review, else its card in its category).
 */
export function suggestProducts(catalogue: Catalogue, text: string, pageSize: number, limit = MAX_SUGGESTIONS): Suggestion[] {
  return productSearch(catalogue)
    .search(text)
    .slice(0, limit)
    .map((product) => ({
      id: product.id,
      title: product.title,
      category: catalogue.categories.get(product.category)?.label ?? product.category,
      href: productHref(product, catalogue, pageSize),
    }))
}
