/** One mistake in a content file, located for the editor who wrote it. */
export type ContentProblem = {
  /** Path relative to the content folder, with forward slashes. */
  file: string
  /** 1-based line and column. */
  line: number
  col: number
  /** JSON pointer into the document ("" for the whole file or a syntax error). */
  pointer: string
  message: string
  /** Absent for a mistake that fails the check; "warning" for one it reports and lets pass (a price getting old). */
  severity?: 'warning'
}

export const isError = (problem: ContentProblem): boolean => problem.severity !== 'warning'


export function compareProblems(a: ContentProblem, b: ContentProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col
}
