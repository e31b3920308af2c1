/** How many single-character edits turn one word into the other (Levenshtein distance). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution))
    }
    previous = current
  }
  return previous[b.length]!
}

/**
 * The few known names nearest to a misspelled one, nearest first, for an error's hint: a list of
 * a hundred product ids would bury the one the editor meant.
 */
export function closestNames(word: string, known: Iterable<string>, count = 3): string[] {
  const lower = word.toLowerCase()
  return [...known]
    .map((name) => ({ name, distance: editDistance(lower, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name }) => name)
}

/** "a, b or c" */
export function orList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}
