import type { ContentProblem } from './ContentProblem.ts'
import { compareProblems } from './ContentProblem.ts'

/** One problem as `npm run check -- --format json` prints it (documented in docs/editing-reviews.md). */
type JsonProblem = Omit<ContentProblem, 'severity'> & {
  /** An error fails the check; a warning (a price getting old) is reported and passes. */
  severity: 'error' | 'warning'
}

/**
 * The problems as one JSON array on one line (empty when the content is valid), sorted by file
 * and position. One line per check, so a tool reading `--watch` output gets one array per line.
 */
export function formatJson(problems: readonly ContentProblem[]): string {
  const rows: JsonProblem[] = [...problems].sort(compareProblems).map((p) => ({
    file: p.file,
    line: p.line,
    col: p.col,
    pointer: p.pointer,
    message: p.message,
    severity: p.severity ?? 'error',
  }))
  return JSON.stringify(rows)
}
