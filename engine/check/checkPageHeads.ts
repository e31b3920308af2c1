import type { CatalogueFile, CategoryPage, HomePage, InfoPage, ReviewPage } from '../../schemas/types.gen.ts'
import { inMenuOrder } from './checkCategoryNames.ts'
import { reviewHeadline } from '../format/reviewHeadline.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'

type Loaded<T> = { source: YamlSource; value: T }
type Written = { text: string; source: YamlSource; path: (string | number)[] }
/** What one listed page shows in its head (title and description), and where its content writes each. */
type PageHead = { title?: Written; description: Written }

type HeadSources = {
  home?: Loaded<HomePage>
  categories: readonly (Loaded<CategoryPage> & { slug: string })[]
  catalogueFiles: readonly Loaded<CatalogueFile>[]
  infoPages: readonly Loaded<InfoPage>[]
  reviews: readonly Loaded<ReviewPage>[]
  productTitle: (id: string) => string | undefined
}

const seoOf = (source: YamlSource, seo: { title: string; description: string }): PageHead => ({
  title: { text: seo.title, source, path: ['seo', 'title'] },
  description: { text: seo.description, source, path: ['seo', 'description'] },
})

/**
 * The head of every page the sitemap lists, as the page models build it: the home page's and an
 * information page's own `seo`, a category list's from its catalogue file (else its category
 * file), a review's headline and its `seo.description`. A review without a verdict is titled with
 * its computed score, which the content alone does not give: its title is not compared.
 */
function pageHeads({ home, categories, catalogueFiles, infoPages, reviews, productTitle }: HeadSources): PageHead[] {
  const listOf = (slug: string) => catalogueFiles.find((file) => file.value.category === slug)
  return [
    ...(home ? [seoOf(home.source, home.value.seo)] : []),
    ...inMenuOrder(categories).map((category) => {
      const list = listOf(category.slug)
      return list ? seoOf(list.source, list.value.seo) : seoOf(category.source, category.value.seo)
    }),
    ...infoPages.map((page) => seoOf(page.source, page.value.seo)),
    ...reviews.map(({ source, value }): PageHead => {
      const title = productTitle(value.product)
      return {
        ...(title && value.verdict ? { title: { text: reviewHeadline(title, value, 0), source, path: ['verdict'] } } : {}),
        description: { text: value.seo.description, source, path: ['seo', 'description'] },
      }
    }),
  ]
}

/**
 * Every listed page has a title and a description of its own: search results show them to tell
 * pages apart, and a copied file keeps the original's. Reported where the later page writes it.
 */
export function checkPageHeads(sources: HeadSources, log: ProblemLog): void {
  const heads = pageHeads(sources)
  for (const part of ['title', 'description'] as const) {
    const owners = new Map<string, Written>()
    for (const head of heads) {
      const written = head[part]
      if (!written) continue
      const owner = owners.get(written.text)
      if (!owner) owners.set(written.text, written)
      else log.add(problemAt(written.source, written.path, `this page's ${part} "${written.text}" is already the ${part} of the page of ${owner.source.file}; search results show it to tell pages apart, so write this page's own`))
    }
  }
}
