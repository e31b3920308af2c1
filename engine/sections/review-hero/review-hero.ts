import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import { checkReviewHero } from './checkReviewHero.ts'
import type { resolveReviewHero } from './resolveReviewHero.server.ts'
import schema from './review-hero.schema.json' with { type: 'json' }

export const reviewHero = defineSection({
  type: 'review-hero',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveReviewHero>(),
  check: checkReviewHero,
  starter: [
    {
      order: 10,
      yaml: `  # Title, the editorial score and byline, the customer rating with its source, up to two badges after the awards it won, the images with thumbnails, the Product Details
  # grid of four facts, the description and the first buy button with a reassurance line. Each
  # detail names a fact: a catalogue spec key (spec: resistance) or computed: rating, reviews,
  # price or savings. Values come from the catalogue; nothing is typed twice. Offers (shipping,
  # returns, trials) are the retailer's, never ours: say so, and promise no price.
  - type: review-hero
    badges: [Write a short badge, Write a second badge]
    details:
{{details}}
    reassurance: "The retailer's offer: {shipping} · {returns}"
`,
    },
  ],
})
