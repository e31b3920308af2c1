import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ErrorPayload } from 'vite'
import type { ContentProblem } from '../../engine/content/ContentProblem.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'

/** The YAML line a problem points at, numbered, with a caret under its column; '' when unreadable. */
function problemFrame(contentDir: string, problem: ContentProblem): string {
  let text: string | undefined
  try {
    text = readFileSync(join(contentDir, problem.file), 'utf8').split(/\r?\n/)[problem.line - 1]
  } catch {
    return ''
  }
  if (text === undefined) return ''
  const gutter = `${problem.line} | `
  return `${gutter}${text}\n${' '.repeat(gutter.length - 2)}| ${' '.repeat(Math.max(0, problem.col - 1))}^`
}

/**
 * What the browser's development overlay shows for content that does not pass the check: the
 * first problem's file:line:col and YAML line with a caret, and the whole report as the message.
 * The page beneath keeps the last valid content.
 */
export function contentOverlay(contentDir: string, problems: readonly ContentProblem[]): ErrorPayload {
  const [first] = problems
  return {
    type: 'error',
    err: {
      message: `${formatProblems(problems)}\nStill serving the last valid content; fix the file and save.`,
      stack: '',
      plugin: 'content check',
      ...(first ? { id: first.file, loc: { file: first.file, line: first.line, column: first.col }, frame: problemFrame(contentDir, first) } : {}),
    },
  }
}
