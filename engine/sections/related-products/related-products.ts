import { defineSection } from '../contract/defineSection.ts'
import schema from './related-products.schema.json' with { type: 'json' }

export const relatedProducts = defineSection({
  type: 'related-products',
  schema,
  pages: ['review'],
  productFields: ['products'],
  starter: [
    {
      order: 120,
      yaml: `  # Cards linking to related products. Without products: the same category first, closest in
  # rating and price, at most 6.
  # To choose them, list catalogue ids: products: [id-one, id-two]. Optional: buttonLabel: View Product,
  # and showWhenEmpty: true to keep the heading when nothing matches.
  - type: related-products
    heading: Related Products
`,
    },
  ],
})
