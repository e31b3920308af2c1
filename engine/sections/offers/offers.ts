import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './offers.schema.json' with { type: 'json' }
import type { resolveOffers } from './resolveOffers.server.ts'

export const offers = defineSection({
  type: 'offers',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveOffers>(),
  starter: [
    {
      order: 15,
      yaml: `  # Every retailer's current offer for the product, cheapest first, from the prices store. Nothing to write.
  - type: offers
`,
    },
  ],
})
