import type { ContentProblem } from './ContentProblem.ts'
import { compareProblems, isError } from './ContentProblem.ts'

/**
 * GitHub Actions annotations, one workflow command per problem, so a pull request shows each
 * mistake on its line (`::warning` for a warning):
 *   ::error file=pages-config/reviews/x.yaml,line=14,col=13::/sections/2/rating: must be <= 5
 * Escaped as GitHub's own toolkit does: `%`, CR and LF everywhere, and `:` and `,` in properties.
 */
export function formatGithub(problems: readonly ContentProblem[]): string {
  return [...problems]
    .sort(compareProblems)
    .map((p) => {
      const message = p.pointer ? `${p.pointer}: ${p.message}` : p.message
      return `::${isError(p) ? 'error' : 'warning'} file=${escapeProperty(p.file)},line=${p.line},col=${p.col}::${escapeData(message)}`
    })
    .join('\n')
}

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')
}
