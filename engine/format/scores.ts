/**
 * Every score of ours the site writes: one decimal, and out of 10 wherever a reader could take it
 * for another scale (customer ratings are stars out of 5). Pages, tables, titles and the command
 * lines' reports all write scores through these.
 */

/** "8.7": a score where its scale is written beside it (a sub-score's bar, a curve's point). */
export const scoreFigure = (score: number): string => score.toFixed(1)

/** "8.7/10": a score with its scale. */
export const scoreOutOf10 = (score: number): string => `${scoreFigure(score)}/10`

/** "Our score 8.7/10": the site's own score, with its name and scale, never read as a customer rating. */
export const ourScoreText = (score: number): string => `Our score ${scoreOutOf10(score)}`

/** "+0.3", "-1.2", "0.0": how much a score moved, signed; `digits` for a weight's finer effect. */
export const scoreChange = (delta: number, digits = 1): string => `${delta > 0 ? '+' : ''}${delta.toFixed(digits)}`
