import type { Criterion, ScaleLevel } from '../../schemas/types.gen.ts'
import { bandText, levelText, tenths } from '../catalogue/scaleLevels.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { didYouMean } from '../content/closestMatches.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

type Path = (string | number)[]

const oneDecimal = (value: number) => Math.abs(value * 10 - tenths(value)) < 1e-9

const LEVELS_EXAMPLE = 'levels: [{ name: Even give, band: [8.5, 10], description: what earns it }, { name: Firm, band: [5.5, 8.4], description: ... }, { name: Hard, band: [0, 5.4], description: ... }]'

/**
 * A judged criterion publishes its scale as levels: each a band of scores with what earns it, the
 * bands together covering 0 to 10 once, so every score a tester gives belongs to exactly one level.
 * Where the levels read a measurement, it is a fact the category declares.
 */
export function checkLevels(category: LoadedCategory, at: Path, criterion: Criterion, facts: FactBook | undefined, log: ProblemLog): void {
  const { source } = category
  if (criterion.scale !== undefined) log.add(problemAt(source, [...at, 'scale'], `a judged criterion's scale is its levels; write what scale: says as ${LEVELS_EXAMPLE}, and remove scale:`))
  if (!criterion.levels) {
    log.add(problemAt(source, at, `criterion "${criterion.key}" is judged by a tester; publish its scale as ${LEVELS_EXAMPLE}, the bands covering 0 to 10`))
    return
  }
  checkBands(category, [...at, 'levels'], criterion.levels, log)
  if (criterion.measures !== undefined && facts && !facts.def(category.slug, criterion.measures)) {
    const declared = facts.defs(category.slug).map((def) => def.key)
    log.add(problemAt(source, [...at, 'measures'], `the scale reads the measured fact "${criterion.measures}", which ${category.slug} does not declare${didYouMean(criterion.measures, declared)}; name one of its facts (${declared.join(', ')})`))
  }
}

function checkBands(category: LoadedCategory, at: Path, levels: readonly ScaleLevel[], log: ProblemLog): void {
  const { source } = category
  const names = new Set<string>()
  const sound: { level: ScaleLevel; index: number }[] = []
  levels.forEach((level, index) => {
    if (names.has(level.name)) log.add(problemAt(source, [...at, index, 'name'], `level "${level.name}" is named twice; a record names its level, so each name is one level`))
    names.add(level.name)
    const [low = 0, high = 0] = level.band
    if (!oneDecimal(low) || !oneDecimal(high)) log.add(problemAt(source, [...at, index, 'band'], `the band ${bandText(level.band)} has more than one decimal; judged scores have one, so write the band's ends with one`))
    else if (low > high) log.add(problemAt(source, [...at, index, 'band'], `the band ${bandText(level.band)} starts above its end; write [lowest, highest]: [${high}, ${low}]`))
    else sound.push({ level, index })
  })
  const sorted = sound.sort((a, b) => a.level.band[0]! - b.level.band[0]!)
  let reached = -1
  let below: ScaleLevel | undefined
  for (const { level, index } of sorted) {
    const [low, high] = [tenths(level.band[0]!), tenths(level.band[1]!)]
    if (below && low <= reached) {
      log.add(problemAt(source, [...at, index, 'band'], `level ${levelText(level)} overlaps ${levelText(below)}; a score belongs to one level, so start "${level.name}" at ${(reached + 1) / 10} or end "${below.name}" at ${(low - 1) / 10}`))
    } else if (low > reached + 1) {
      const gap = `${(reached + 1) / 10} to ${(low - 1) / 10}`
      log.add(problemAt(source, [...at, index, 'band'], `no level holds the scores ${gap}${below ? ` (between ${levelText(below)} and ${levelText(level)})` : ''}; the bands must cover 0 to 10: start "${level.name}" at ${(reached + 1) / 10}${below ? ` or end "${below.name}" at ${(low - 1) / 10}` : ''}`))
    }
    if (high > reached) [reached, below] = [high, level]
  }
  if (below && reached < 100) {
    const top = sorted.find(({ level }) => level === below)!
    log.add(problemAt(source, [...at, top.index, 'band'], `no level holds the scores ${(reached + 1) / 10} to 10; the bands must cover 0 to 10: end "${below.name}" at 10`))
  }
}
