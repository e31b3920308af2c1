import type { ContentProblem } from './ContentProblem.ts'
import { compareProblems, isError } from './ContentProblem.ts'

/**
 * One line per problem, then a count line:
 *   pages-config/reviews/x.yaml:14:13  /sections/2/rating  must be <= 5
 *   1 problem in 1 file
 */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const sorted = [...problems].sort(compareProblems)
  const places = sorted.map((p) => `${p.file}:${p.line}:${p.col}`)
  const placeWidth = Math.max(0, ...places.map((s) => s.length))
  const pointerWidth = Math.max(0, ...sorted.map((p) => (p.pointer || '/').length))
  const lines = sorted.map((p, i) =>
    `${places[i]!.padEnd(placeWidth)}  ${(p.pointer || '/').padEnd(pointerWidth)}  ${isError(p) ? '' : 'warning: '}${p.message}`.trimEnd(),
  )
  lines.push(problemSummary(sorted))
  return lines.join('\n')
}

/** The count line closing a report: "2 problems in 1 file", "1 problem and 3 warnings in 2 files". */
export function problemSummary(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file)).size
  const errors = problems.filter(isError).length
  const warnings = problems.length - errors
  const counts = [...(errors || !warnings ? [plural(errors, 'problem')] : []), ...(warnings ? [plural(warnings, 'warning')] : [])]
  return `${counts.join(' and ')} in ${plural(files, 'file')}`
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
