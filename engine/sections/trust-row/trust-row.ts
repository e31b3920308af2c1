import { defineSection } from '../contract/defineSection.ts'
import schema from './trust-row.schema.json' with { type: 'json' }

export const trustRow = defineSection({
  type: 'trust-row',
  schema,
  pages: ['review'],
  starter: [
    {
      order: 20,
      yaml: `  # Three reassurance items. icon: shipping, returns, warranty, support, secure or price.
  - type: trust-row
    items:
      - { icon: shipping, title: Shipping, text: "The retailer's offer: {shipping} at the best current offer." }
      - { icon: returns, title: Returns, text: "The retailer's offer: {returns}." }
      - { icon: warranty, title: Warranty, text: "The maker's warranty: {fact:warranty}." }
`,
    },
  ],
})
