import type { ReviewPage } from '../../schemas/types.gen.ts'
import type { LoadedDocument, ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'

/** A reason as a reader compares it: case, spacing and the closing full stop make no difference. */
function wording(reason: string): string {
  return reason.trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '').toLowerCase()
}

/**
 * A score reason says why this product got its sub-score, so one written word for word the same in
 * another review for the same criterion is a stock phrase: it says nothing about either product.
 * Each copy is reported at its line, naming a review that shares it.
 */
export function checkStockReasons(reviews: readonly LoadedDocument<ReviewPage>[], log: ProblemLog): void {
  const files = new Map<string, string[]>()
  const key = (criterion: string, reason: string) => `${criterion}\n${wording(reason)}`
  for (const { source, value } of reviews) {
    for (const [criterion, reason] of Object.entries(value.scoreReasons)) {
      if (!reason.trim()) continue
      const at = key(criterion, reason)
      files.set(at, [...(files.get(at) ?? []), source.file])
    }
  }
  for (const { source, value } of reviews) {
    for (const [criterion, reason] of Object.entries(value.scoreReasons)) {
      const other = files.get(key(criterion, reason))?.find((file) => file !== source.file)
      if (!reason.trim() || !other) continue
      log.add(problemAt(source, ['scoreReasons', criterion], `the "${criterion}" reason is word for word the same as in ${other}: a stock phrase says nothing about this product; say why it got its own sub-score`))
    }
  }
}
