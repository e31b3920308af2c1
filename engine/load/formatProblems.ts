import type { ContentProblem } from './ContentProblem.ts'
import { compareProblems } from './ContentProblem.ts'

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
    `${places[i]!.padEnd(placeWidth)}  ${(p.pointer || '/').padEnd(pointerWidth)}  ${p.message}`.trimEnd(),
  )
  const files = new Set(sorted.map((p) => p.file)).size
  lines.push(`${plural(sorted.length, 'problem')} in ${plural(files, 'file')}`)
  return lines.join('\n')
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
