import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './call-to-action.schema.json' with { type: 'json' }
import type { resolveCallToAction } from './resolveCallToAction.server.ts'

export const callToAction = defineSection({
  type: 'call-to-action',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveCallToAction>(),
  starter: [
    {
      order: 150,
      yaml: `  # The closing block with the last buy button.
  - type: call-to-action
    heading: Ready to train at home?
    text: Write one line that sends the reader to the buy button.
`,
    },
  ],
})
