import { defineSection } from '../contract/defineSection.ts'
import schema from './feature-list.schema.json' with { type: 'json' }

export const featureList = defineSection({
  type: 'feature-list',
  schema,
  pages: ['review', 'info'],
  starter: [
    {
      order: 60,
      yaml: `  # Titled points. The same section type serves "Who it is best for" and "What to consider before buying".
  - type: feature-list
    heading: Key Features
    items:
      - { title: Write a feature, text: Write one or two sentences on why it matters. }
      - { title: Write a second feature, text: Write one or two sentences on why it matters. }
      - { title: Write a third feature, text: Write one or two sentences on why it matters. }
`,
    },
  ],
})
