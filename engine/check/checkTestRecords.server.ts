import type { CatalogueFile, CatalogueProduct, Criterion, ScaleLevel } from '../../schemas/types.gen.ts'
import { highestFirst, inBand, isJudged, levelHolding, levelText } from '../catalogue/scaleLevels.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { didYouMean } from '../content/closestMatches.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

type Path = (string | number)[]
type WrittenRecord = Exclude<NonNullable<CatalogueProduct['scores']>[string], number>

/** Where an observation was first written: which product's record, and its place in the file. */
type Written = { product: string; criterion: string; source: YamlSource; path: Path }

/** What the records are held to beside the method: the data set's date, and the fact vocabulary for measurements. */
type RecordContext = { dataAsOf: string | undefined; facts: FactBook | undefined }

/**
 * A judged score is worth what its record shows: the record names a level of the published scale
 * and the score lies in that level's band; where the scale reads a measurement, the record names
 * it and the product has it; the test was done by the data set's date; and the observation is of
 * this product, never a sentence another product's record already says.
 */
export function checkTestRecords(categories: ReadonlyMap<string, LoadedCategory>, catalogueFiles: readonly LoadedDocument<CatalogueFile>[], context: RecordContext, log: ProblemLog): void {
  const observations = new Map<string, Written>()
  for (const { source, value } of catalogueFiles) {
    const category = categories.get(value.category)
    if (!category) continue
    const judged = category.value.method.criteria.filter(isJudged)
    value.products.forEach((product, index) => {
      for (const criterion of judged) {
        const record = product.scores?.[criterion.key]
        if (typeof record !== 'object') continue
        const path = ['products', index, 'scores', criterion.key]
        checkRecord({ source, path, product, criterion, record, category }, context, log)
        if (record.observation !== undefined) checkOwnObservation(observations, { product: product.id, criterion: criterion.key, source, path: [...path, 'observation'] }, record.observation, log)
      }
    })
  }
}

type RecordAt = { source: YamlSource; path: Path; product: CatalogueProduct; criterion: Criterion; record: WrittenRecord; category: LoadedCategory }

function checkRecord(at: RecordAt, context: RecordContext, log: ProblemLog): void {
  const { source, path, criterion, record } = at
  const levels = criterion.levels ?? []
  if (record.level !== undefined && levels.length) {
    const level = levels.find((candidate) => candidate.name === record.level)
    if (!level) log.add(problemAt(source, [...path, 'level'], `level "${record.level}" is not a level of the ${criterion.label.toLowerCase()} scale in ${at.category.source.file}${didYouMean(record.level, levels.map((candidate) => candidate.name))}; write one of ${scaleText(levels)}`))
    else if (record.score !== undefined && !inBand(level, record.score)) log.add(problemAt(source, [...path, 'score'], outsideBand(criterion, record.score, level, levels)))
  }
  checkMeasurement(at, context.facts, log)
  if (record.date !== undefined && context.dataAsOf && record.date > context.dataAsOf) {
    log.add(problemAt(source, [...path, 'date'], `the test is dated ${record.date}, after the data set's date (dataAsOf ${context.dataAsOf} in pages-config/site.yaml); a record is of a test already done: write the day it was done`))
  }
}

function outsideBand(criterion: Criterion, score: number, level: ScaleLevel, levels: readonly ScaleLevel[]): string {
  const holding = levelHolding(levels, score)
  const instead = holding ? `, or name the level that holds ${score}, ${levelText(holding)}, if that is what the tester found` : ''
  return `the "${criterion.key}" score ${score} is outside the band of its record's level, ${levelText(level)}; a judged score lies in its level's band: give a score in ${level.band[0]}-${level.band[1]}${instead}`
}

/** Where the scale reads a measurement, the record names it; a measurement a record names is the product's own. */
function checkMeasurement({ source, path, product, criterion, record, category }: RecordAt, facts: FactBook | undefined, log: ProblemLog): void {
  const label = (key: string) => facts?.def(category.slug, key)?.label.toLowerCase() ?? key
  if (criterion.measures !== undefined && record.measured !== criterion.measures) {
    const where = record.measured === undefined ? path : [...path, 'measured']
    log.add(problemAt(source, where, `the ${criterion.label.toLowerCase()} scale reads the measured ${label(criterion.measures)}: write measured: ${criterion.measures} in the record, with the product's measurement under measured: ${criterion.measures}`))
    return
  }
  if (record.measured !== undefined && product.measured?.[record.measured] === undefined) {
    log.add(problemAt(source, [...path, 'measured'], `the record names the measured ${label(record.measured)}, but ${product.id} has no measured: ${record.measured}; add the measurement the tester took, or remove measured: from the record and the measuring from its test`))
  }
}

/** Case and spacing aside, an observation is one product's: the first record to say it keeps it. */
function checkOwnObservation(observations: Map<string, Written>, here: Written, observation: string, log: ProblemLog): void {
  const said = observation.toLowerCase().replace(/\s+/g, ' ').trim()
  const first = observations.get(said)
  if (!first) {
    observations.set(said, here)
    return
  }
  const place = problemAt(first.source, first.path, '')
  log.add(problemAt(here.source, here.path, `the same observation as ${first.product}'s "${first.criterion}" record (${place.file}:${place.line}); two records with one observation say nothing about either product: write what the tester found on ${here.product}`))
}

/** "Even give (8.5-10), Firm (5.5-8.4), Hard (0-5.4)". */
function scaleText(levels: readonly ScaleLevel[]): string {
  return highestFirst(levels).map(levelText).join(', ')
}
