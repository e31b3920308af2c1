import type { ReviewPage } from '../../schemas/types.gen.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'

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
  for (const { source, value } of reviews) {
    for (const { key } of log.store.derived.of(reasonsOf, value)) files.set(key, [...(files.get(key) ?? []), source.file])
  }
  for (const { source, value } of reviews) {
    for (const { criterion, key } of log.store.derived.of(reasonsOf, value)) {
      const other = files.get(key)?.find((file) => file !== source.file)
      if (other) log.add(problemAt(source, ['scoreReasons', criterion], `the "${criterion}" reason is word for word the same as in ${other}: a stock phrase says nothing about this product; say why it got its own sub-score`))
    }
  }
}

/** A review's written reasons, each with its criterion and wording as one key; worked out once per parsed review. */
const reasonsOf = (review: ReviewPage) =>
  Object.entries(review.scoreReasons)
    .filter(([, reason]) => reason.trim())
    .map(([criterion, reason]) => ({ criterion, key: `${criterion}\n${wording(reason)}` }))
