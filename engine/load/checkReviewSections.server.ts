import type { ReviewPage } from '../../schemas/types.gen.ts'
import type { ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

/** Rules inside one review that JSON Schema cannot say: a quoted store rating is not above its own scale. */
export function checkReviewSections(source: YamlSource, review: ReviewPage, log: ProblemLog): void {
  review.sections.forEach((section, index) => {
    if (section.type === 'customer-ratings') {
      section.entries?.forEach((entry, e) => {
        if (entry.rating <= entry.outOf) return
        log.add(problemAt(source, ['sections', index, 'entries', e, 'rating'], `rating ${entry.rating} is above its scale (outOf: ${entry.outOf})`))
      })
    }
  })
}
