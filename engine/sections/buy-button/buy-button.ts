import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './buy-button.schema.json' with { type: 'json' }
import type { resolveBuyButton } from './resolveBuyButton.server.ts'

export const buyButton = defineSection({
  type: 'buy-button',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveBuyButton>(),
  starter: [
    {
      order: 90,
      yaml: `  # The second buy button, with an optional note.
  - type: buy-button
    note: Check today's price and delivery options.
`,
    },
  ],
})
