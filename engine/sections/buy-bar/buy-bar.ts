import { defineSection } from '../defineSection.ts'
import schema from './buy-bar.schema.json' with { type: 'json' }
import { resolveBuyBar } from './resolveBuyBar.server.ts'

export const buyBar = defineSection({
  type: 'buy-bar',
  schema,
  pages: ['review'],
  resolve: resolveBuyBar,
  starter: [
    {
      order: 30,
      yaml: `  # The bar fixed to the bottom of small screens: price, stars and a buy link. Nothing to write.
  - type: buy-bar
`,
    },
  ],
})
