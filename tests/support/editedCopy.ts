import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compareProblems } from '../../engine/content/ContentProblem.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from './content.ts'
import { copyContent } from './growContent.ts'

/** A copy of the fixture content in a new temporary folder; `remove` deletes it. */
export function fixtureCopy(): { root: string; edit: (file: string, change: (text: string) => string) => string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'edited-copy-'))
  copyContent(FIXTURE_ROOT, root)
  return {
    root,
    /** Rewrites one file of the copy; returns its new text. */
    edit(file, change) {
      const text = change(readFileSync(join(root, file), 'utf8'))
      writeFileSync(join(root, file), text)
      return text
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** The check's report line of each problem of the content under `root`, in the report's order. */
export function reportLines(root: string): string[] {
  const result = loadContent(root)
  return result.ok ? [] : [...result.problems].sort(compareProblems).map((problem) => formatProblems([problem]).split('\n')[0]!)
}

/** `file:line:col` of the first occurrence of `needle` in `text` (1-based, as the check writes it). */
export function placeOf(file: string, text: string, needle: string): string {
  const at = text.indexOf(needle)
  if (at < 0) throw new Error(`${needle} is not in ${file}`)
  const before = text.slice(0, at).split('\n')
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`
}
