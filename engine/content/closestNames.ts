import { distance } from 'fastest-levenshtein'

/**
 * The few known names nearest to a misspelled one, nearest first, however far, for a "use one of"
 * hint: a list of a hundred product ids would bury the one the editor meant. (closestMatches, by
 * contrast, offers only names close enough to be a likely typo, for "did you mean".)
 */
export function closestNames(word: string, known: Iterable<string>, count = 3): string[] {
  const lower = word.toLowerCase()
  return [...known]
    .map((name) => ({ name, edits: distance(lower, name.toLowerCase()) }))
    .sort((a, b) => a.edits - b.edits || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name }) => name)
}

/** "a, b or c" */
export function orList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}
