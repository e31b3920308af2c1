import { defineSection } from '../contract/defineSection.ts'
import schema from './hero-banner.schema.json' with { type: 'json' }

export const heroBanner = defineSection({
  type: 'hero-banner',
  schema,
  pages: ['info'],
})
