import type { Award, CatalogueFile } from '../../schemas/types.gen.ts'
import { awardCondition, awardProblem, giveAwards } from '../catalogue/awards.ts'
import { byRanking, meanStars, scoreProduct } from '../catalogue/scoreProduct.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/**
 * Every award of a category can be given: its rule names a fact of the category with an amount in
 * a unit that fact compares in, and it selects a product of the category's list, ranked as the
 * site ranks it. A rule that selects nothing would leave an award the site never shows.
 */
export function checkAwards(categories: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], facts: FactBook, log: ProblemLog): void {
  const files = new Map(catalogueFiles.map((file) => [file.value.category, file.value]))
  for (const { source, value, slug } of categories) {
    const products = files.get(slug)?.products ?? []
    // A category without products is reported as such; its awards are checked once it has some.
    if (!products.length) continue
    const mean = meanStars(products)
    // Judged from the content alone: a rule that reads the price gives its declared result for a missing one.
    const ranked = products
      .map((product) => ({ ...product, category: slug, ourScore: scoreProduct(value.method, product, mean, { facts, subject: { ...product, category: slug } }) }))
      .sort(byRanking)
    const given = giveAwards(value.awards, ranked, facts, slug)
    value.awards.forEach((award, index) => {
      const problem = awardProblem(award, facts, slug)
      if (problem) log.add(problemAt(source, ['awards', index, problemKey(award, facts, slug)], `award "${award.label}": ${problem}`))
      // A price award is given at each snapshot of the offers; the content alone cannot tell whom it selects.
      else if (award.price === undefined && !given[index]?.winnerId) log.add(problemAt(source, ['awards', index, 'rule'], `award "${award.label}" selects no product: no product of ${slug} has ${awardCondition(award, facts, slug) ?? 'what the rule asks'}; raise the amount or remove the award`))
    })
  }
}


/** Where a rule's problem is: the amount when the fact is known, the fact when it is not, else the rule. */
function problemKey(award: Award, facts: FactBook, category: string): 'under' | 'fact' | 'price' | 'rule' {
  if (award.rule === 'highest-score') return 'rule'
  if (award.price !== undefined) return award.fact !== undefined ? 'fact' : 'under'
  if (award.fact === undefined || award.under === undefined) return 'rule'
  const def = facts.def(category, award.fact)
  return def && def.kind !== 'money' ? 'under' : 'fact'
}
