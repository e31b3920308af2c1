import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './price-rules.schema.json' with { type: 'json' }
import type { resolvePriceRules } from './resolvePriceRules.server.ts'

export const priceRules = defineSection({
  type: 'price-rules',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolvePriceRules>(),
})
