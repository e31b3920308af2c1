import { defineSection } from '../contract/defineSection.ts'
import schema from './shop-disclosures.schema.json' with { type: 'json' }

/** Reads the shops from the page's disclosure (retailers.yaml), which every page is given: no resolver. */
export const shopDisclosures = defineSection({
  type: 'shop-disclosures',
  schema,
  pages: ['info'],
})
