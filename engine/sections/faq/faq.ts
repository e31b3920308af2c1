import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './faq.schema.json' with { type: 'json' }
import type { resolveFaq } from './resolveFaq.server.ts'

export const faq = defineSection({
  type: 'faq',
  schema,
  pages: ['review', 'info'],
  resolve: serverResolver<typeof resolveFaq>(),
  starter: [
    {
      order: 130,
      yaml: `  # Questions that open and close. Without items, the catalogue product's FAQs are shown.
  - type: faq
`,
    },
  ],
})
