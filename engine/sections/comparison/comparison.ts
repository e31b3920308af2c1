import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import { checkComparison } from './checkComparison.ts'
import schema from './comparison.schema.json' with { type: 'json' }
import type { resolveComparison } from './resolveComparison.server.ts'

export const comparison = defineSection({
  type: 'comparison',
  schema,
  pages: ['review'],
  productFields: ['alternatives'],
  resolve: serverResolver<typeof resolveComparison>(),
  check: checkComparison,
  starter: [
    {
      order: 110,
      yaml: `  # Optional: a table of this product (first column) against 1 to 3 catalogue products, by id.
  # Each row names a catalogue spec key (spec: maxUserWeight) or computed: rating, reviews, price
  # or savings, with an optional note; the values are looked up, a missing one shows N/A.
  - type: comparison
    heading: {{comparisonHeading}}
    alternatives: [{{alternative}}]
    rows:
      - computed: price
      - computed: rating
    summary: Write one sentence on which to choose and why.
`,
    },
  ],
})
