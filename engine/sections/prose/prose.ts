import { defineSection } from '../contract/defineSection.ts'
import schema from './prose.schema.json' with { type: 'json' }

export const prose = defineSection({
  type: 'prose',
  schema,
  pages: ['review', 'info'],
  starter: [
    {
      order: 50,
      yaml: `  # The intro review: who the machine is for and what sets it apart.
  - type: prose
    id: intro
    heading: Our review in brief
    paragraphs:
      - {{intro}}
      - Write what it does well in use, with one concrete detail from its facts or from its test record, where it has one.
`,
    },
    {
      order: 140,
      yaml: `  # The final verdict.
  - type: prose
    id: verdict
    heading: Final Verdict
    paragraphs:
      - {{verdict}}
`,
    },
  ],
})
