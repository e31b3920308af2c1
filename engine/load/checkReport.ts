import { formatGithub } from './formatGithub.ts'
import { formatJson } from './formatJson.ts'
import { formatProblems, problemSummary } from './formatProblems.ts'
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
export function checkReport(result: LoadResult, format: CheckFormat): string {
  if (format === 'json') return formatJson(result.ok ? [] : result.problems)
  if (result.ok) {
    const { catalogue, reviews } = result.content
    return `content ok: ${catalogue.all().length} products, ${reviews.size} reviews`
  }
  if (format === 'github') return `${formatGithub(result.problems)}\n${problemSummary(result.problems)}`
  return formatProblems(result.problems)
}
