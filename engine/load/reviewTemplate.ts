import { sectionTypes } from '../sections/all.ts'
import type { SectionDefinition } from '../sections/contract/defineSection.ts'
import type { FactRef } from '../shop/productFacts.ts'

/** What the starter review is written for. */
type ReviewTemplateVars = {
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
  /** The category method's judged criteria, for one reason line each. */
  criteria: readonly { key: string; label: string }[]
  /** The scaffold's date (YYYY-MM-DD), the review's first publication and last revision until edited. */
  today: string
}

/**
 * The starter review that `npm run new:review` writes: every section type a review may hold, each
 * from its definition's starter snippets, in their order (the common layout of a review page), with
 * copy that passes `npm run check` and comments saying what to write. Values are written as JSON
 * strings, which YAML reads as double-quoted scalars.
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
    // A category whose sub-scores are all derived or computed needs no reason: an empty map.
    scoreReasons: vars.criteria.length ? `\n${vars.criteria.map((c) => `  ${c.key}: ${q(`Say in one line why the ${vars.title} earns its ${c.label.toLowerCase()} sub-score.`)}`).join('\n')}` : ' {}',
    alternative: vars.alternative,
    description: q(`${vars.title} review - one or two sentences for search results, about 150 characters.`),
    keywords: q(`${vars.title.toLowerCase()} review, best ${vars.categoryLabel} 2025`),
    intro: q(`Write two or three sentences on who the ${vars.title} suits and what sets it apart.`),
    comparisonHeading: q(`How the ${vars.brand} compares`),
    verdict: q(`Write who should buy the ${vars.title}, and who should look elsewhere.`),
  }
  return TEMPLATE.replace('{{sections}}', starterSections()).replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token)
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
# revised (YYYY-MM-DD; "Updated ..." on the page, the sitemap's lastmod).
author: Best Home Gym Equipment editors
publishedAt: "{{today}}"
updatedAt: "{{today}}"

# Why the product got each sub-score a tester gives, one line per judged criterion of the category's
# method. Those sub-scores, with their test records, are in the product's catalogue entry
# (\`scores:\`); the others are derived from its facts and prices by the method's rules. The score
# out of 10 is computed from them all (see /how-we-rank) and shown as "Our score 8.0/10".
scoreReasons:{{scoreReasons}}

# The review's verdict in one line: the title and main heading read "{{title}} review: <verdict>"
# (with "our score <computed score>/10" in its place when left out).
# verdict: a quiet machine that folds away in seconds

# The breadcrumb's category link; {{categoryHref}} when left out.
# categoryLink: {{categoryHref}}

seo:
  description: {{description}}
  keywords: {{keywords}}

# Built-in content, used only where the catalogue product lacks the field (catalogue data wins;
# \`npm run check\` reports a default that restates a catalogue fact). Labels that are not facts of
# the category (Seat, Console...) only add rows to the specs table.
# defaults:
#   images: [/images/{{category}}/{{productId}}-1.svg, /images/{{category}}/{{productId}}-2.svg]
#   specs: { Seat: Padded, Console: Backlit LCD }
#   faqs:
#     - { q: A question shoppers ask, a: Its answer. }

sections:
{{sections}}`

/** Every section type's starter snippets, in order, a blank line between them. */
function starterSections(): string {
  const definitions: readonly SectionDefinition[] = sectionTypes
  const snippets = definitions.flatMap((definition) => definition.starter ?? [])
  return snippets
    .sort((a, b) => a.order - b.order)
    .map((snippet) => snippet.yaml)
    .join('\n')
}
