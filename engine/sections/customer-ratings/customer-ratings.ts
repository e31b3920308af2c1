import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import { checkCustomerRatings } from './checkCustomerRatings.ts'
import schema from './customer-ratings.schema.json' with { type: 'json' }
import type { resolveCustomerRatings } from './resolveCustomerRatings.server.ts'

export const customerRatings = defineSection({
  type: 'customer-ratings',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveCustomerRatings>(),
  check: checkCustomerRatings,
  starter: [
    {
      order: 40,
      yaml: `  # The retailer's name with the product's stars and review count. To quote fixed store ratings
  # instead, list entries, e.g. { store: Amazon, rating: 8.3, outOf: 10, reviews: "2,500+" }.
  - type: customer-ratings
`,
    },
  ],
})
