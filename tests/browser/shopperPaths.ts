import { judgeRow } from '../../engine/comparison/judgeRow.ts'
import { buildCompareModel } from '../../engine/pages/compare/buildCompareModel.ts'
import { siteContent } from '../support/content.ts'

/**
 * Pages the browser tests open, chosen by a rule over whatever content is loaded rather than by
 * name, so the tests hold for any catalogue.
 */

/** The list page of the first category with at least `least` products. */
export function categoryWithProducts(least: number): { path: string; count: number } {
  const { categories, catalogue } = siteContent()
  for (const category of categories.all()) {
    const count = catalogue.category(category.slug)?.data.length ?? 0
    if (count >= least) return { path: category.path, count }
  }
  throw new Error(`no category lists ${least} products`)
}

/** The first information page or guide that holds a product picker. */
export function pageWithProductPicker(): string {
  for (const [path, page] of siteContent().infoPages) {
    if (page.sections.some((section) => section.type === 'product-picker')) return path
  }
  throw new Error('no page holds a product picker')
}

/** Every review with a buy bar, by path. */
export function reviewsWithBuyBar(): string[] {
  return [...siteContent().reviews]
    .filter(([, review]) => review.sections.some((section) => section.type === 'buy-bar'))
    .map(([slug]) => `/product/${slug}`)
}

/** Two products of one category, by id, and that category's slug: the first category with two. */
export function twoComparable(): { category: string; ids: [string, string] } {
  const { categories, catalogue } = siteContent()
  for (const category of categories.all()) {
    const [a, b] = catalogue.category(category.slug)?.data ?? []
    if (a && b) return { category: category.slug, ids: [a.id, b.id] }
  }
  throw new Error('no category lists two products')
}

/** The first review that holds a section of the type. */
export function reviewWithSection(type: string): string {
  for (const [slug, review] of siteContent().reviews) {
    if (review.sections.some((section) => section.type === type)) return `/product/${slug}`
  }
  throw new Error(`no review holds a ${type} section`)
}

/**
 * A comparison page URL for two products of one category that show the same value in at least one
 * row and differ in another, with how many rows differ.
 */
export function pairWithSameAndDifferentRows(): { path: string; differing: number } {
  const { catalogue, categories, site } = siteContent()
  for (const category of categories.all()) {
    const { comparison } = buildCompareModel(catalogue, { category: category.slug }, site.compare, site.name)
    for (let a = 0; a < comparison.products.length; a++) {
      for (let b = a + 1; b < comparison.products.length; b++) {
        const same = comparison.rows.filter((row) => judgeRow(row, [a, b]).same).length
        if (same > 0 && same < comparison.rows.length) {
          const ids = [comparison.products[a]!.id, comparison.products[b]!.id].join(',')
          return { path: `/product-compare?category=${category.slug}&ids=${ids}`, differing: comparison.rows.length - same }
        }
      }
    }
  }
  throw new Error('no two products of a category share a value and differ in another')
}
