import type { CatalogueFile, CategoryPage, Criterion } from '../../schemas/types.gen.ts'
import { eachString } from './checkCustomerFigures.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemInText } from '../content/problemInText.ts'
import { criterionNames, mayListRankingFactors, namesCriterion, rankingFactorsIn } from './rankingFactors.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/**
 * A category's own words about its ranking (its seo texts and sidebar copy, and its catalogue
 * file's seo texts) may say what the ranking is on ("ranked on durability, owner feedback and
 * price value"): every factor such a list names must be a criterion of the category's scoring
 * method, or the page promises a ranking the score does not make. Each other factor is reported
 * at its line and column with the criteria to name instead.
 */
export function checkRankingFactors(categories: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): void {
  const bySlug = new Map(categories.map((category) => [category.slug as string, category.value]))
  for (const { source, value } of categories) checkTexts(source, { seo: value.seo, sidebar: value.sidebar }, value, log)
  for (const { source, value } of catalogueFiles) {
    const category = bySlug.get(value.category)
    if (category && value.seo) checkTexts(source, { seo: value.seo }, category, log)
  }
}

function checkTexts(source: YamlSource, texts: Record<string, unknown>, category: CategoryPage, log: ProblemLog): void {
  checkLists(source, texts, category.method.criteria, { scoredBy: `the ${category.label} method`, compared: true }, log)
}

/**
 * A page about the site as a whole (an information page, a guide, the home page) speaks of every
 * category's ranking: a list opened by "ranked on", "scored on" or "judged on" names criteria some
 * category's method scores. "Compared on" is left to guides, which compare kinds of machine.
 */
export function checkSiteRankingFactors(source: YamlSource, document: unknown, categories: readonly CategoryPage[], log: ProblemLog): void {
  if (!mayListRankingFactors(source.text)) return
  const criteria = [...new Map(categories.flatMap((category) => category.method.criteria).map((criterion) => [criterion.label.toLowerCase(), criterion])).values()]
  checkLists(source, document, criteria, { scoredBy: "any category's method", compared: false, token: true }, log)
}

type ListsOf = { scoredBy: string; compared: boolean; token?: boolean }

function checkLists(source: YamlSource, texts: unknown, criteria: readonly Criterion[], { scoredBy, compared, token = false }: ListsOf, log: ProblemLog): void {
  const names = criterionNames(criteria)
  // A page about the whole site may let the methods say it: {criteria} renders every category's criteria.
  const use = criteria.map((criterion) => (criterion.computed === 'customer-rating' ? `${criterion.label} (or owner feedback)` : criterion.label)).join(', ') + (token ? ', or write {criteria}' : '')
  eachString(texts, [], (text, path) => {
    for (const list of rankingFactorsIn(text, { compared })) {
      for (const factor of list) {
        if (namesCriterion(factor.name, names)) continue
        const message = `"${factor.name}" is not scored by ${scoredBy}, so the ranking is not on it; name only the method's criteria: ${use}`
        log.add(problemInText(source, [...path], text, { from: factor.listStart, start: factor.start, end: factor.end }, message))
      }
    }
  })
}
