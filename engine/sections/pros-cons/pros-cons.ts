import { defineSection } from '../contract/defineSection.ts'
import schema from './pros-cons.schema.json' with { type: 'json' }

export const prosCons = defineSection({
  type: 'pros-cons',
  schema,
  pages: ['review'],
  starter: [
    {
      order: 100,
      yaml: `  # Optional: what is good and what is not.
  - type: pros-cons
    pros: [Write a strength, Write another strength]
    cons: [Write a weakness]
`,
    },
  ],
})
