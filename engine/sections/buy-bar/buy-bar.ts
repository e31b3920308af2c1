import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './buy-bar.schema.json' with { type: 'json' }
import type { resolveBuyBar } from './resolveBuyBar.server.ts'

export const buyBar = defineSection({
  type: 'buy-bar',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveBuyBar>(),
  starter: [
    {
      order: 30,
      yaml: `  # The bar fixed to the bottom of small screens: price, stars and a buy link. Nothing to write.
  - type: buy-bar
`,
    },
  ],
})
