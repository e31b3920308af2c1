import { defineSection } from '../defineSection.ts'
import { resolveScoreBreakdown } from './resolveScoreBreakdown.server.ts'
import schema from './score-breakdown.schema.json' with { type: 'json' }

export const scoreBreakdown = defineSection({
  type: 'score-breakdown',
  schema,
  pages: ['review'],
  resolve: resolveScoreBreakdown,
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
