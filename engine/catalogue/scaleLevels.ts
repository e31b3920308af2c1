import type { Criterion, ScaleLevel } from '../../schemas/types.gen.ts'

/** A criterion a tester scores: neither derived by a rule (from) nor computed from the customer rating. */
export function isJudged(criterion: Criterion): boolean {
  return !criterion.from && !criterion.computed
}

/** A score in tenths: judged scores have one decimal, so bands meet where one ends 0.1 below the next. */
export const tenths = (score: number): number => Math.round(score * 10)

/** A band as pages and messages write it: "8.5-10", "0-5.4". */
export function bandText(band: readonly number[]): string {
  return `${band[0]}-${band[1]}`
}

/** "Even give (8.5-10)". */
export function levelText(level: ScaleLevel): string {
  return `${level.name} (${bandText(level.band)})`
}

/** Whether a score lies in a level's band, ends included. */
export function inBand(level: ScaleLevel, score: number): boolean {
  return tenths(score) >= tenths(level.band[0]!) && tenths(score) <= tenths(level.band[1]!)
}

/** The level whose band holds the score, if any. */
export function levelHolding(levels: readonly ScaleLevel[], score: number): ScaleLevel | undefined {
  return levels.find((level) => inBand(level, score))
}

/** The levels from the highest band down, as a scale is read ("Even give", "Firm", "Hard"). */
export function highestFirst(levels: readonly ScaleLevel[]): ScaleLevel[] {
  return [...levels].sort((a, b) => (b.band[0] ?? 0) - (a.band[0] ?? 0))
}
