import { formatGithub } from '../content/formatGithub.ts'
import { formatJson } from '../content/formatJson.ts'
import { formatProblems, problemSummary } from '../content/formatProblems.ts'
import type { ContentProblem } from '../content/ContentProblem.ts'
import { isError } from '../content/ContentProblem.ts'
import type { LoadResult } from './loadContent.server.ts'

export const CHECK_FORMATS = ['text', 'github', 'json'] as const
export type CheckFormat = (typeof CHECK_FORMATS)[number]

export function isCheckFormat(value: string): value is CheckFormat {
  return (CHECK_FORMATS as readonly string[]).includes(value)
}

/**
 * What `npm run check` prints for one check, in the chosen format. Text and GitHub output end
 * with a summary line (GitHub shows plain lines in the log and reads only the `::error` ones);
 * JSON is the problem array alone, `[]` when the content is valid.
 */
export function checkReport(result: LoadResult, format: CheckFormat, priceAge: readonly ContentProblem[] = []): string {
  // Warnings are listed beside the content's errors, never hidden by them.
  const problems = [...(result.ok ? [] : result.problems), ...(result.warnings ?? []), ...priceAge]
  if (format === 'json') return formatJson(problems)
  const ok = result.ok && !problems.some(isError) ? `content ok: ${result.content.catalogue.size} products, ${result.content.reviews.size} reviews` : undefined
  if (!problems.length) return ok ?? ''
  const listed = format === 'github' ? `${formatGithub(problems)}\n${problemSummary(problems)}` : formatProblems(problems)
  // One line, not a problem: what waits for the mistakes above to be fixed.
  const skipped = !result.ok && result.skipped?.length ? `\nnot checked yet: ${result.skipped.join('; ')}` : ''
  return ok ? `${listed}\n${ok}` : `${listed}${skipped}`
}
