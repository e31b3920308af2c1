import type { CatalogueFile, CatalogueProduct, Criterion, ReviewPage, ScoringMethod } from '../../schemas/types.gen.ts'
import { isJudged } from '../catalogue/scaleLevels.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { checkRules, ruleInputs } from './checkScoreRules.server.ts'
import { didYouMean } from '../content/closestMatches.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { checkStockReasons } from './checkStockReasons.server.ts'
import { checkTestRecords } from './checkTestRecords.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/**
 * A category's scoring method is published as it is applied: its weights sum to 100, the current
 * weights are the ones its changelog records for the current version (a weight changed without a
 * new version is reported), each criterion says how it is scored and its rules can be applied.
 * Every product has a 0-10 sub-score, one decimal, with its test record, for each judged criterion
 * and none typed for a derived or computed one (the records are held to the method's levels in
 * checkTestRecords); every review gives a reason for each judged one.
 */
export function checkScores(categories: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], reviews: readonly LoadedDocument<ReviewPage>[], facts: FactBook | undefined, dataAsOf: string | undefined, log: ProblemLog): void {
  const methods = new Map(categories.map((category) => [category.slug, category]))
  for (const category of categories) {
    checkMethod(category.source, category.value.method, log)
    checkRules(category, facts, log)
  }
  const productCategory = new Map<string, string>()
  for (const { source, value } of catalogueFiles) {
    const category = methods.get(value.category)
    if (!category) continue
    value.products.forEach((product, index) => {
      productCategory.set(product.id, value.category)
      checkSubScores(source, ['products', index, 'scores'], product.scores ?? {}, category, log)
    })
  }
  checkTestRecords(methods, catalogueFiles, { dataAsOf, facts }, log)
  for (const { source, value } of reviews) {
    const category = methods.get(productCategory.get(value.product) ?? '')
    if (!category) continue
    for (const criterion of judgedCriteria(category.value.method)) {
      if (!value.scoreReasons[criterion.key]?.trim()) log.add(problemAt(source, ['scoreReasons'], `no reason for the "${criterion.key}" sub-score (${criterion.label}); give one line saying why the product got it`))
    }
  }
  checkStockReasons(reviews, log)
}

/** The criteria a tester scores: every one that is neither derived by a rule nor computed. */
function judgedCriteria(method: ScoringMethod): Criterion[] {
  return method.criteria.filter(isJudged)
}

function checkMethod(source: YamlSource, method: ScoringMethod, log: ProblemLog): void {
  const sum = method.criteria.reduce((total, criterion) => total + criterion.weight, 0)
  if (sum !== 100) log.add(problemAt(source, ['method', 'criteria'], `the criteria's weights sum to ${sum}; they must sum to 100`))
  const keys = new Set<string>()
  method.criteria.forEach((criterion, index) => {
    if (keys.has(criterion.key)) log.add(problemAt(source, ['method', 'criteria', index, 'key'], `criterion "${criterion.key}" is listed twice`))
    keys.add(criterion.key)
  })
  const index = method.changelog.findIndex((entry) => entry.version === method.version)
  if (index < 0) {
    log.add(problemAt(source, ['method', 'version'], `version ${method.version} has no changelog entry; add one with its date, weights and what changed`))
    return
  }
  const recorded = method.changelog[index]!.weights
  const differences = [...new Set([...keys, ...Object.keys(recorded)])]
    .map((key) => [key, recorded[key], method.criteria.find((criterion) => criterion.key === key)?.weight] as const)
    .filter(([, was, now]) => was !== now)
    .map(([key, was, now]) => `${key} ${was ?? 'none'} -> ${now ?? 'none'}`)
  if (differences.length) {
    log.add(problemAt(source, ['method', 'changelog', index, 'weights'], `the weights changed without a new method version (${differences.join(', ')}); raise method.version to ${Math.max(...method.changelog.map((entry) => entry.version)) + 1} and add a changelog entry recording the new weights and what changed`))
  }
}

function checkSubScores(source: YamlSource, path: (string | number)[], scores: NonNullable<CatalogueProduct['scores']>, category: LoadedCategory, log: ProblemLog): void {
  const { method } = category.value
  const judged = judgedCriteria(method)
  for (const criterion of judged) {
    const typed = scores[criterion.key]
    if (typed === undefined) log.add(problemAt(source, path, `missing the "${criterion.key}" sub-score (${criterion.label}), judged by a tester: write ${criterion.key}: ${RECORD_EXAMPLE}`))
    else checkJudged(source, [...path, criterion.key], typed, criterion, log)
  }
  const known = new Set(judged.map((criterion) => criterion.key))
  for (const key of Object.keys(scores)) {
    const criterion = method.criteria.find((candidate) => candidate.key === key)
    if (criterion?.computed) log.add(problemAt(source, [...path, key], `the "${key}" sub-score is computed from the customer rating; remove it`))
    else if (criterion?.from) log.add(problemAt(source, [...path, key], `the "${key}" sub-score is derived from ${ruleInputs(criterion)} by the method in ${category.source.file}; remove it`))
    else if (!known.has(key)) log.add(problemAt(source, [...path, key], `"${key}" is not a criterion of the method in ${category.source.file}${didYouMean(key, known)}`))
  }
}

const RECORD_EXAMPLE = '{ score: 8.5, level: the level of the scale it is in, date: 2026-10-14, test: what the tester did, observation: what they found on this product, in one sentence }'

/** A judged score stands beside its test record: its level, the date, what was done, and the observation. */
function checkJudged(source: YamlSource, path: (string | number)[], typed: NonNullable<CatalogueProduct['scores']>[string], criterion: Criterion, log: ProblemLog): void {
  if (typeof typed === 'number') {
    log.add(problemAt(source, path, `the "${criterion.key}" sub-score is judged by a tester and needs its test record; write ${criterion.key}: { score: ${typed}, level: the level of the scale it is in, date: YYYY-MM-DD, test: what was done, observation: what the tester found, in one sentence }`))
    return
  }
  const lacking = (['score', 'level', 'date', 'test', 'observation'] as const).filter((field) => typed[field] === undefined)
  if (lacking.length) log.add(problemAt(source, path, `the "${criterion.key}" test record has no ${lacking.join(', ')}; a judged score is written ${RECORD_EXAMPLE}`))
  const score = typed.score
  if (score !== undefined && Math.round(score * 10) !== score * 10) log.add(problemAt(source, [...path, 'score'], `the "${criterion.key}" sub-score ${score} is not between 0 and 10 with one decimal`))
}
