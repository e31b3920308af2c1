import type { CatalogueFile } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { Category } from '../catalogue/Categories.ts'
import { ProductSearch } from '../catalogue/searchProducts.ts'
import { searchName } from './checkCategoryNames.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/** The other number of a name, as a shopper may type it: "Treadmills" and "Treadmill". */
const otherNumber = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : `${name}s`)

/** Every name a shopper may search a category by, with where its file writes it. */
function namesOf(category: Category): { name: string; path: (string | number)[] }[] {
  return [
    { name: category.label, path: ['label'] },
    ...category.spellings.map((spelling, index) => ({ name: spelling.replaceAll('-', ' '), path: ['spellings', index] })),
    ...category.synonyms.map((name, index) => ({ name, path: ['synonyms', index] })),
  ]
}

/**
 * A search for any name of a category, in either number, lists that category's products first,
 * as the site's own search ranks them. The usual cause when not: a product of another category
 * (often one copied from this category) whose title still says this category's name; it is
 * reported at that title. Names two categories share are reported by checkCategoryNames.
 */
export function checkSearchNames(catalogue: Catalogue, categoryFiles: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): void {
  // Equal matches keep the catalogue's order, in which a category's products all come before the next
  // category's: which category comes first does not depend on the order inside one, so the index
  // is built in file order, without ranking every product by its score first.
  const files = new Map(catalogueFiles.map((file) => [file.value.category, file.value.products]))
  const products = catalogue.categories.all().flatMap((category) => (files.get(category.slug) ?? []).map((product) => ({ ...product, category: category.slug })))
  const search = new ProductSearch(products, catalogue.categories.all())
  const titles = titleSources(catalogueFiles)
  const categorySources = new Map(categoryFiles.map((file) => [file.slug, file.source]))
  const reported = new Set<string>()
  for (const category of catalogue.categories.all()) {
    for (const { name, path } of namesOf(category)) {
      const first = [name, otherNumber(name)].map((query) => search.search(query)[0]).find((product) => product && product.category !== category.slug)
      if (!first || reported.has(`${first.id} ${category.slug}`)) continue
      reported.add(`${first.id} ${category.slug}`)
      const other = catalogue.categories.get(first.category)?.label ?? first.category
      const title = titles.get(first.id)
      if (title && searchName(first.title).includes(searchName(name))) {
        log.add(problemAt(title.source, ['products', title.index, 'title'], `title "${first.title}" says "${name}", a name of ${category.label}: a search for it would list this ${other} product before ${category.label}'s; name it as what it is`))
      } else {
        const source = categorySources.get(category.slug)
        if (source) log.add(problemAt(source, path, `a search for "${name}" lists ${other}'s "${first.title}" before ${category.label}'s products; write a name shoppers use for ${category.label} only`))
      }
    }
  }
}

function titleSources(files: readonly LoadedDocument<CatalogueFile>[]): Map<string, { source: LoadedDocument<CatalogueFile>['source']; index: number }> {
  return new Map(files.flatMap(({ source, value }) => value.products.map((product, index) => [product.id, { source, index }] as const)))
}
