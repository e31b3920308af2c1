import type { ContentProblem } from './ContentProblem.ts'
import { encodePointer, nodeAt, positionOf } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words of a piece of text as a pattern that also matches them folded over lines or quoted. */
export function wordsPattern(text: string): RegExp | undefined {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length ? new RegExp(words.map(escapeRegExp).join('\\s+'), 'g') : undefined
}

/**
 * A problem at a phrase inside a text value: its line and column in the file, where the editor has
 * to change the words, not only where the value starts. `from` is where in the text a search for
 * the phrase begins (the phrase's own start, or an earlier anchor that makes it unique); the text
 * as written may be folded over lines, so the words are found in the file's own bytes. When they
 * cannot be (an escape in a quoted value), the value's start.
 */
export function problemInText(document: YamlSource, written: readonly (string | number)[], text: string, at: { from: number; start: number; end: number }, message: string): ContentProblem {
  const { source, path } = document.locate(written)
  const node = nodeAt(source, path.map(String))
  const problem = { file: source.file, ...positionOf(source, node), pointer: encodePointer(path), message }
  const range = node?.range
  const anchor = wordsPattern(text.slice(at.from, at.end))
  const phrase = wordsPattern(text.slice(at.start, at.end))
  if (!range || !anchor || !phrase) return problem
  const raw = source.text.slice(range[0], range[1])
  const around = anchor.exec(raw)
  if (!around) return problem
  // The phrase ends the anchored words: its last match inside them is the one meant.
  let found: RegExpExecArray | null = null
  for (let match = phrase.exec(around[0]); match; match = phrase.exec(around[0])) found = match
  if (!found) return problem
  return { ...problem, ...source.lineCounter.linePos(range[0] + around.index + found.index) }
}
