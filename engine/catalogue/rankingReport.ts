import { scoreChange, scoreFigure } from '../format/scores.ts'
import type { GivenAward } from './awards.ts'

/**
 * How a move in a category's ranking is written, by `npm run rank:diff` (content changed) and by
 * the price importer (prices changed) alike: "  #4 -> #2 id (up 2), score 7.9 -> 8.3 (+0.4): why".
 */
export function moveLine(id: string, from: number, place: number, scores: { was: number; now: number }, why: string): string {
  const direction = from === place ? 'same place' : from > place ? `up ${from - place}` : `down ${place - from}`
  return `  #${from} -> #${place} ${id} (${direction}), score ${scoreFigure(scores.was)} -> ${scoreFigure(scores.now)} (${scoreChange(scores.now - scores.was)}): ${why}`
}

/** Whether a product's place or score moved enough to say: a score moving under 0.05 reads the same. */
export const movedEnough = (from: number, place: number, scores: { was: number; now: number }): boolean => from !== place || Math.abs(scores.now - scores.was) >= 0.05

/** Each award that went to another product, or whose rule now selects none, by its label. */
export function awardChanges(was: readonly GivenAward[], now: readonly GivenAward[]): string[] {
  return now.flatMap((award) => {
    const old = was.find((other) => other.label === award.label)
    return old?.winnerId === award.winnerId ? [] : [`  award "${award.label}": ${old?.winnerId ?? 'none'} -> ${award.winnerId ?? 'none'}`]
  })
}
