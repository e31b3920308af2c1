import type { Criterion, RuleInput } from '../../schemas/types.gen.ts'
import { worstPoint } from '../catalogue/scoreRules.ts'
import { checkLevels } from './checkScaleLevels.server.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { didYouMean } from '../content/closestMatches.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

type Path = (string | number)[]

/** Fact kinds a rule can read as a number: the rest (text, choices) have no value to put on a curve. */
const READABLE = new Set(['quantity', 'count', 'yesno', 'money', 'size', 'warranty'])

/** "warranty (frame), maxUserWeight", for messages. */
export function ruleInputs(criterion: Criterion): string {
  return (criterion.from ?? []).map((input) => (input.price ? `the ${input.price} price` : input.part ? `${input.fact} (${input.part})` : input.fact)).join(', ')
}

/**
 * Each criterion says how it is scored, once: a rule (from), a tester (judged, with its scale
 * published as levels whose bands cover 0-10), or the customer rating (computed). A rule reads
 * facts the category declares, in a kind it can put on a curve, through points in increasing order.
 */
export function checkRules(category: LoadedCategory, facts: FactBook | undefined, log: ProblemLog): void {
  const { source } = category
  category.value.method.criteria.forEach((criterion, index) => {
    const at: Path = ['method', 'criteria', index]
    const ways = (['from', 'judged', 'computed'] as const).filter((way) => criterion[way] !== undefined)
    if (ways.length !== 1) {
      const said = ways.length ? `says ${ways.join(' and ')}` : 'does not say how it is scored'
      log.add(problemAt(source, at, `criterion "${criterion.key}" ${said}; give exactly one of from: (a rule over facts or the price), judged: (what the tester does) or computed: customer-rating`))
      return
    }
    if (criterion.judged) checkLevels(category, at, criterion, facts, log)
    else {
      for (const key of ['levels', 'measures'] as const) {
        if (criterion[key] !== undefined) log.add(problemAt(source, [...at, key], `${key}: belongs to the scale of a judged criterion; "${criterion.key}" is ${criterion.from ? 'derived by its rule' : 'computed'}, so remove it`))
      }
    }
    criterion.from?.forEach((input, inputIndex) => checkInput(category, [...at, 'from', inputIndex], input, facts, log))
    if (criterion.from) checkMissing(category, at, criterion, log)
  })
}

/**
 * Missing data never outranks weak data: the score an input gives a product without its value is at
 * most the worst point the input publishes, the worst a product with real data can score.
 * Otherwise a product would gain by its maker stating less.
 */
function checkMissing(category: LoadedCategory, at: Path, criterion: Criterion, log: ProblemLog): void {
  const { source } = category
  criterion.from?.forEach((input, index) => {
    const worst = worstPoint(input)
    if (input.missing !== undefined && input.missing > worst) {
      log.add(problemAt(source, [...at, 'from', index, 'missing'], `missing: ${input.missing} scores a product without this input above the worst point of its ${input.curve ? 'curve' : 'steps'} (${worst}), so no data would beat weak data; write missing: ${worst} or lower, or leave it out (the worst point is the default)`))
    }
  })
}
function checkInput(category: LoadedCategory, at: Path, input: RuleInput, facts: FactBook | undefined, log: ProblemLog): void {
  const { source } = category
  if ((input.fact === undefined) === (input.price === undefined)) {
    log.add(problemAt(source, at, 'a rule input reads exactly one thing: fact: <a fact the category declares> or price: best-landed'))
    return
  }
  if ((input.curve === undefined) === (input.steps === undefined)) log.add(problemAt(source, at, 'a rule input scores its value through exactly one of curve: [[value, score], ...] or steps: [[at least, score], ...]'))
  for (const key of ['curve', 'steps'] as const) {
    const points = input[key] ?? []
    const unsorted = points.findIndex((point, index) => index > 0 && point[0] <= points[index - 1]![0])
    if (unsorted > 0) log.add(problemAt(source, [...at, key, unsorted], `the ${key}'s points must go up in value: ${points[unsorted]![0]} comes after ${points[unsorted - 1]![0]}; sort them, each value once`))
  }
  if (input.fact !== undefined) {
    // The facts are known once site.yaml and the category files are valid; until then only the rule's shape is checked.
    if (facts) checkFactInput(category, at, input, facts, log)
  } else if (input.part !== undefined) log.add(problemAt(source, [...at, 'part'], 'part: names a warranty\'s part; a price input reads no warranty, so remove it'))
}

function checkFactInput(category: LoadedCategory, at: Path, input: RuleInput, facts: FactBook, log: ProblemLog): void {
  const { source, slug } = category
  const def = facts.def(slug, input.fact ?? '')
  if (!def) {
    const declared = facts.defs(slug).map((candidate) => candidate.key)
    log.add(problemAt(source, [...at, 'fact'], `the rule names the fact "${input.fact}", which ${slug} does not declare${didYouMean(input.fact ?? '', declared)}; use one of its facts (${declared.join(', ')}) or declare it under facts`))
    return
  }
  if (!READABLE.has(def.kind)) log.add(problemAt(source, [...at, 'fact'], `${def.label} is a ${def.kind} fact, which a rule cannot put on a curve; type it as a quantity, count, yes/no or money fact, or use another`))
  if (def.kind === 'warranty' && !input.part) log.add(problemAt(source, [...at, 'fact'], `${def.label} is a warranty; say which part's years the rule reads: part: frame, motor, parts or labor`))
  if (def.kind !== 'warranty' && input.part) log.add(problemAt(source, [...at, 'part'], `part: names a warranty's part; ${def.label} is not a warranty, so remove it`))
}
