import { distance } from 'fastest-levenshtein'

/** How many suggestions a message offers at most: one or two is help, ten is a list. */
const MAX_MATCHES = 3

/**
 * The candidates closest to `word` by edit distance, best first (ties alphabetical), for "did you
 * mean" hints. Case is ignored, so "Badges" finds "badges". A candidate counts only when the
 * edits are few for its length (a third of the longer word; 2 from four letters on, so that a
 * swapped pair like "tpye" finds "type"; 1 below): beyond that a suggestion is a guess that
 * misleads more than it helps.
 */
export function closestMatches(word: string, candidates: Iterable<string>, max: number = MAX_MATCHES): string[] {
  const lower = word.toLowerCase()
  const scored: { candidate: string; edits: number }[] = []
  for (const candidate of new Set(candidates)) {
    if (candidate === word) continue
    const edits = distance(lower, candidate.toLowerCase())
    if (edits <= allowedEdits(word, candidate)) scored.push({ candidate, edits })
  }
  return scored
    .sort((a, b) => a.edits - b.edits || a.candidate.localeCompare(b.candidate))
    .slice(0, max)
    .map((s) => s.candidate)
}

function allowedEdits(word: string, candidate: string): number {
  const longer = Math.max(word.length, candidate.length)
  return Math.max(longer >= 4 ? 2 : 1, Math.floor(longer / 3))
}

/**
 * The hint to append right after the unknown word in a message, e.g. ` (did you mean "badges"?)`,
 * or "" when nothing is close.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const matches = closestMatches(word, candidates).map((m) => `"${m}"`)
  if (!matches.length) return ''
  const list = matches.length === 1 ? matches[0] : `${matches.slice(0, -1).join(', ')} or ${matches.at(-1)}`
  return ` (did you mean ${list}?)`
}
