import type { FactRef } from '../pages/review/productFacts.ts'

/** What the starter review is written for. */
export type ReviewTemplateVars = {
  slug: string
  productId: string
  title: string
  brand: string
  categoryLabel: string
  category: string
  categoryHref: string
  /** The four facts of the Product Details grid: spec keys the product has, else computed facts. */
  details: readonly FactRef[]
  /** A catalogue id for the comparison's first column after this product's. */
  alternative: string
  /** The scaffold's date (YYYY-MM-DD), the review's first publication and last revision until edited. */
  today: string
}

/**
 * The starter review that `npm run new:review` writes: every section type, in the common layout's
 * order, with copy that passes `npm run check` and comments saying what to write.
 * Values are written as JSON strings, which YAML reads as double-quoted scalars.
 */
export function reviewTemplate(vars: ReviewTemplateVars): string {
  const q = JSON.stringify
  const details = vars.details.map((d) => (d.spec !== undefined ? `      - spec: ${d.spec}` : `      - computed: ${d.computed}`)).join('\n')
  const values: Record<string, string> = {
    slug: vars.slug,
    today: vars.today,
    productId: vars.productId,
    title: vars.title,
    category: vars.category,
    categoryHref: vars.categoryHref,
    details,
    alternative: vars.alternative,
    description: q(`${vars.title} review - one or two sentences for search results, about 150 characters.`),
    keywords: q(`${vars.title.toLowerCase()} review, best ${vars.categoryLabel} 2025`),
    intro: q(`Write two or three sentences on who the ${vars.title} suits and what sets it apart.`),
    comparisonHeading: q(`How the ${vars.brand} compares`),
    verdict: q(`Write who should buy the ${vars.title}, and who should look elsewhere.`),
  }
  return TEMPLATE.replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token)
}

const TEMPLATE = `# yaml-language-server: $schema=../../schemas/review.schema.json
# Review of {{title}}, served at /product/{{slug}}.
# Every text below is a placeholder that passes the check: replace each one, delete the sections
# this page does not need and reorder the rest freely. docs/editing-reviews.md shows every section;
# \`npm run check\` lists every mistake with its line and column.

# The catalogue product this page reviews (api/catalogue/*.yaml). Its title, brand, price, rating,
# images, specs, description and FAQs come from the catalogue.
product: {{productId}}

# Who wrote the review (shown under its title as "By ..."), when it was first published and last
# revised (YYYY-MM-DD; "Updated ..." on the page, the sitemap's lastmod), and the site's editorial
# score out of 10, one decimal, shown as "8.0/10" beside the retailer's customer rating.
author: Best Home Gym Equipment test team
publishedAt: "{{today}}"
updatedAt: "{{today}}"
score: 8.0

# Completes "Buy Now from {store}" on every buy button; the retailer's name when left out.
# store: Official Store

# The breadcrumb's category link; {{categoryHref}} when left out.
# categoryLink: {{categoryHref}}

seo:
  # The page title is the product title unless you write one here.
  # title: The 10 Best Treadmills for Home Use in 2025
  # titleSuffix is appended to the title, e.g. " - Review & Buying Guide".
  # titleSuffix: " - Review & Buying Guide"
  description: {{description}}
  keywords: {{keywords}}

# Built-in content, used only where the catalogue product lacks the field (catalogue data wins;
# \`npm run check\` reports a default that contradicts it). Spec labels the catalogue does not know
# (Seat, Console...) only add rows to the specs table.
# defaults:
#   images: [/images/{{category}}/{{productId}}-1.svg, /images/{{category}}/{{productId}}-2.svg]
#   specs: { Resistance: 16 magnetic levels, Max User Weight: 300 lbs }
#   description: One paragraph about the machine.
#   faqs:
#     - { q: A question shoppers ask, a: Its answer. }

sections:
  # Title, the editorial score and byline, the customer rating with "(N Amazon ratings)", three badges, the images with thumbnails, the Product Details
  # grid of four facts, the description and the first buy button with a reassurance line. Each
  # detail names a fact: a catalogue spec key (spec: resistance) or computed: rating, reviews,
  # price or savings. Values come from the catalogue; nothing is typed twice. Offers (shipping,
  # returns, trials) are the retailer's, never ours: say so, and promise no price.
  - type: review-hero
    badges: [Editor's Choice, Write a short badge, Write a third badge]
    details:
{{details}}
    reassurance: "The retailer's offer: free shipping · 30-day returns · secure checkout"

  # Three reassurance items. icon: shipping, returns, warranty, support, secure or price.
  - type: trust-row
    items:
      - { icon: shipping, title: Free Shipping, text: "The retailer's offer: delivered to your door at no extra cost." }
      - { icon: returns, title: 30-Day Returns, text: "The retailer's offer: send it back within 30 days if it is not for you." }
      - { icon: warranty, title: 2-Year Warranty, text: Write what the warranty covers. }

  # The bar fixed to the bottom of small screens: price, stars and a buy link. Nothing to write.
  - type: buy-bar

  # The retailer's name with the product's stars and review count. To quote fixed store ratings
  # instead, list entries, e.g. { store: Amazon, rating: 8.3, outOf: 10, reviews: "2,500+" }.
  - type: customer-ratings

  # The intro review: who the machine is for and what sets it apart.
  - type: prose
    id: intro
    heading: Our review in brief
    paragraphs:
      - {{intro}}
      - Write how it felt in use, with one concrete detail from testing.

  # Titled points. The same section type serves "Who it is best for" and "What to consider before buying".
  - type: feature-list
    heading: Key Features
    items:
      - { title: Write a feature, text: Write one or two sentences on why it matters. }
      - { title: Write a second feature, text: Write one or two sentences on why it matters. }
      - { title: Write a third feature, text: Write one or two sentences on why it matters. }

  # The technical specifications list, from the catalogue's specs (then defaults.specs).
  - type: specs

  # Images 2 and 3 of the product; shown only when it has more than two images.
  - type: gallery

  # The second buy button, with an optional note.
  - type: buy-button
    note: Check today's price and delivery options.

  # Optional: what is good and what is not.
  - type: pros-cons
    pros: [Write a strength, Write another strength]
    cons: [Write a weakness]

  # Optional: a table of this product (first column) against 1 to 3 catalogue products, by id.
  # Each row names a catalogue spec key (spec: maxUserWeight) or computed: rating, reviews, price
  # or savings, with an optional note; the values are looked up, a missing one shows N/A.
  - type: comparison
    heading: {{comparisonHeading}}
    alternatives: [{{alternative}}]
    rows:
      - computed: price
      - computed: rating
    summary: Write one sentence on which to choose and why.

  # Cards linking to related products. Without products: the same category first, closest in
  # rating and price, at most 6.
  # To choose them, list catalogue ids: products: [id-one, id-two]. Optional: buttonLabel: View Product,
  # and showWhenEmpty: true to keep the heading when nothing matches.
  - type: related-products
    heading: Related Products

  # Questions that open and close. Without items, the catalogue product's FAQs are shown.
  - type: faq

  # The final verdict.
  - type: prose
    id: verdict
    heading: Final Verdict
    paragraphs:
      - {{verdict}}

  # The closing block with the last buy button.
  - type: call-to-action
    heading: Ready to train at home?
    text: Write one line that sends the reader to the buy button.
`
