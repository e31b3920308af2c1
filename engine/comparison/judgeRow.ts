import type { ComparisonRow } from './ComparisonModel.ts'

/** How one cell fares: the better value, one of several equal best values, or nothing to say. */
export type CellVerdict = 'better' | 'tied' | undefined

/** A row judged over the columns shown: every shown value the same, the tie when all are equally good, each cell's verdict. */
type RowJudgement = { same: boolean; tie: boolean; verdicts: CellVerdict[] }

/**
 * Judges a row over the shown columns (indexes into its cells). Only values of one unit are set
 * against each other, and only where the row has a direction and at least two values.
 */
export function judgeRow(row: ComparisonRow, shown: readonly number[]): RowJudgement {
  const cells = shown.map((index) => row.cells[index])
  const same = cells.length > 1 && cells.every((cell) => cell?.text === cells[0]?.text)
  const none: RowJudgement = { same, tie: false, verdicts: cells.map(() => undefined) }
  if (row.better === 'none') return none
  const values = cells.map((cell) => cell?.value)
  const units = new Set(values.flatMap((value) => (value ? [value.unit] : [])))
  const amounts = values.flatMap((value) => (value ? [value.amount] : []))
  if (units.size !== 1 || amounts.length < 2) return none
  const best = row.better === 'higher' ? Math.max(...amounts) : Math.min(...amounts)
  const winners = amounts.filter((amount) => amount === best).length
  if (winners === amounts.length) return { same, tie: true, verdicts: none.verdicts }
  return { same, tie: false, verdicts: values.map((value) => (value?.amount === best ? (winners > 1 ? 'tied' : 'better') : undefined)) }
}
