import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import type { resolveScoreBreakdown } from './resolveScoreBreakdown.server.ts'
import schema from './score-breakdown.schema.json' with { type: 'json' }

export const scoreBreakdown = defineSection({
  type: 'score-breakdown',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveScoreBreakdown>(),
  starter: [
    {
      order: 105,
      yaml: `  # How the score was computed: a bar per criterion with its weight, the sub-score (the product's
  # catalogue entry, scores:) and the reason (scoreReasons: above).
  - type: score-breakdown
`,
    },
  ],
})
