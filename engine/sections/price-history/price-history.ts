import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './price-history.schema.json' with { type: 'json' }
import type { resolvePriceHistory } from './resolvePriceHistory.server.ts'

export const priceHistory = defineSection({
  type: 'price-history',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolvePriceHistory>(),
  starter: [
    {
      order: 16,
      yaml: `  # The product's best price over the last 90 days, with its lows, "was" price and deal badge, from the prices store. Nothing to write.
  - type: price-history
`,
    },
  ],
})
