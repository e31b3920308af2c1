import { defineSection } from '../defineSection.ts'
import schema from './price-rules.schema.json' with { type: 'json' }
import { resolvePriceRules } from './resolvePriceRules.server.ts'

export const priceRules = defineSection({
  type: 'price-rules',
  schema,
  pages: ['info'],
  resolve: resolvePriceRules,
})
