import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Catalogue } from '../../engine/catalogue/Catalogue.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { scaffoldReview } from '../../engine/load/scaffoldReview.server.ts'

/** The folders a content set is made of; the loader, check, build and servers read them under CONTENT_DIR. */
export const CONTENT_FOLDERS = ['pages-config', 'api/catalogue'] as const

/** What growContent added, for tests to look for. */
export type Grown = { review: string; category: string; product: string; productTitle: string; guide: string; guideHeading: string; retailer: string }

/** Copies the content folders of `from` into `to` (which may not exist yet). */
export function copyContent(from: string, to: string): void {
  for (const dir of CONTENT_FOLDERS) cpSync(join(from, dir), join(to, dir), { recursive: true })
}

/** The category page file, as docs/editing-categories.md shows it ("Add a category"). */
const CATEGORY_FILE = `# yaml-language-server: $schema=../../schemas/category-page.schema.json
label: Stair Climbers
order: 99
spellings: [stair-climber]
seo:
  title: Best Stair Climbers Of 2025
  description: The best home stair climbers of 2025, ranked on durability and owner feedback.
  keywords: best stair climber 2025, stepmill
sidebar:
  whyTrust: Each machine's durability score stands on a tester's dated record.
cardFacts:
  - { label: Resistance, fact: resistanceLevels }
  - { label: Size, fact: dimensions }
compareRows:
  - { label: Resistance, fact: resistanceLevels }
  - { label: Weight Capacity, fact: maxUserWeight }
generalCompareRows:
  - { label: Price, fact: price }
  - { label: Resistance, fact: resistanceLevels }
  - { label: Warranty, fact: warranty }
facts:
  - { key: maxUserWeight }
  - { key: dimensions }
  - { key: warranty }
  - { key: resistanceLevels, label: Resistance Levels, kind: count, better: higher, filter: range }
method:
  version: 1
  date: "2026-11-25"
  customerRatingPrior: 1000
  criteria:
    - key: durability
      label: Durability
      weight: 75
      judges: How still the frame and steps stay at full load.
      judged: A month of daily climbing at full load.
      levels:
        - { name: Solid, band: [7.5, 10], description: No wobble at full load. }
        - { name: Steady, band: [4.5, 7.4], description: A little play in the steps at full load. }
        - { name: Flexes, band: [0, 4.4], description: The frame flexes at full load. }
    - { key: userFeedback, label: User feedback, weight: 25, judges: The customer rating and its count., scale: Computed from the customer rating., computed: customer-rating }
  changelog:
    - { version: 1, date: "2026-11-25", weights: { durability: 75, userFeedback: 25 }, changes: First published method. }
awards:
  - { label: Best overall, rule: highest-score }
`

const PRODUCT_TITLE = 'Skyward Step S1 Stair Climber'

/** Its catalogue file: one product, no review yet. */
const CATALOGUE_FILE = `# yaml-language-server: $schema=../../schemas/catalogue-file.schema.json
category: stair-climbers
seo:
  title: Best Stair Climbers Of 2025
  description: Home stair climbers and stepmills, ranked.
  keywords: stair climber, stepmill
products:
  - id: skyward-step-s1
    title: ${PRODUCT_TITLE}
    brand: Skyward
    image: /images/stair-climbers/skyward-step-s1-1.svg
    description: A compact stair climber with 12 hydraulic resistance levels and a 280 lb capacity.
    rating: { stars: 4.6, count: 410 }
    scores: { durability: { score: 8.8, level: Solid, date: "2026-11-20", test: A month of daily 20-minute climbs at 280 lb., observation: No wobble and no play in the steps of the ${PRODUCT_TITLE} at the end of the month. } }
    facts: { resistanceLevels: 12, maxUserWeight: 280 lb, dimensions: { length: 49 in, width: 32 in, height: 72 in }, warranty: { parts: 2 yr } }
`

const GUIDE_HEADING = 'Compare our stair climbers'

/** A buying guide for the new category, built like the guides already in pages-config/guides/. */
const GUIDE_FILE = `# yaml-language-server: $schema=../../schemas/info-page.schema.json
title: Stair climber buying guide
summary: Step height, resistance and a stable frame, and our ranked stair climbers to compare.
image: /images/stair-climbers/skyward-step-s1-1.svg
seo:
  title: Stair Climber Buying Guide | Best Home Gym Equipment
  description: What to look for in a home stair climber, and our ranked stair climbers to compare side by side.
  keywords: stair climber guide, best stair climber, stepmill
sections:
  - type: hero-banner
    heading: Stair climbers - the most work in the least floor space
    lead: Step height, resistance and a stable frame separate a good stair climber from a wobbly one.
  - type: product-picker
    id: compare
    heading: ${GUIDE_HEADING}
    intro: Pick up to three to compare them side by side.
    categories: [stair-climbers]
    limit: 12
`

/**
 * A fourth retailer, appended to pages-config/retailers.yaml as its header comment describes; the
 * demo feed prices products at every retailer listed there, so it comes with a feed of its own.
 */
const RETAILER_ENTRY = `  - id: trial-gym-supply
    name: Trial Gym Supply (fictional)
    shopUrl: https://gym-supply.example
    linkTemplate: https://gym-supply.example/visit?page={url}&ref=bhge-demo
    disclosure: We earn a commission when you buy through this link, at no cost to you. Trial Gym Supply is a fictional shop of the demo data.
`

const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#dde"/></svg>\n'

/**
 * Grows the content under `root` the way the editing guides tell an editor to: a review of a
 * catalogue product that had none (through the review scaffold), a category whose one product has
 * no review, a guide and a retailer with a feed. Throws when the grown content does not pass the check.
 */
export function growContent(root: string): Grown {
  const before = loadContent(root)
  if (!before.ok) throw new Error(`the content to grow is invalid:\n${formatProblems(before.problems)}`)
  const product = unreviewedProduct(before.content.catalogue)
  const review = `${product.id}-review`
  const scaffolded = scaffoldReview(root, { slug: review, category: product.category, product: product.id })
  if (!scaffolded.ok) throw new Error(scaffolded.message)

  // Content grown once already (CI grows the repository's own folders) keeps its category, guide
  // and retailer and gets one more review. Content whose editors made a stair climber list of
  // their own gets the vertical climbers instead, under names of their own.
  const kind = KINDS.find((candidate) => !existsSync(categoryFile(root, candidate)) || isGrown(root, candidate)) ?? KINDS.at(-1)!
  if (!existsSync(categoryFile(root, kind))) addCategory(root, kind)
  const retailers = join(root, 'pages-config/retailers.yaml')
  if (!readFileSync(retailers, 'utf8').includes('id: trial-gym-supply')) appendFileSync(retailers, RETAILER_ENTRY)

  const after = loadContent(root)
  if (!after.ok) throw new Error(`the grown content is invalid:\n${formatProblems(after.problems)}`)
  return { review, category: kind.slug, product: kind.product, productTitle: kind.productTitle, guide: kind.slug, guideHeading: kind.rename(GUIDE_HEADING), retailer: 'trial-gym-supply' }
}

/**
 * A category growContent adds: the stair climbers as the templates above write them, or the same
 * under other names. Its slug, product and texts are the templates' own, renamed.
 */
type Kind = { slug: string; product: string; productTitle: string; rename: (text: string) => string }
const VERTICAL: [string, string][] = [
  ['stair-climbers', 'vertical-climbers'],
  ['stair-climber', 'vertical-climber'],
  ['Stair Climber', 'Vertical Climber'],
  ['Stair climber', 'Vertical climber'],
  ['stair climber', 'vertical climber'],
  ['skyward-step-s1', 'skyward-climb-v1'],
  ['Skyward Step S1', 'Skyward Climb V1'],
]
const kindOf = (rename: (text: string) => string): Kind => ({ slug: rename('stair-climbers'), product: rename('skyward-step-s1'), productTitle: rename(PRODUCT_TITLE), rename })
const KINDS: Kind[] = [kindOf((text) => text), kindOf((text) => VERTICAL.reduce((renamed, [from, to]) => renamed.replaceAll(from, to), text))]
const categoryFile = (root: string, kind: Kind) => join(root, `pages-config/categories/${kind.slug}.yaml`)
const isGrown = (root: string, kind: Kind) => {
  const catalogue = join(root, `api/catalogue/${kind.slug}.yaml`)
  return existsSync(catalogue) && readFileSync(catalogue, 'utf8').includes(`id: ${kind.product}\n`)
}

/** The category: its page, its catalogue file with one product, its image and its guide. */
function addCategory(root: string, { slug, product, rename }: Kind): void {
  writeFileSync(join(root, `pages-config/categories/${slug}.yaml`), rename(CATEGORY_FILE))
  writeFileSync(join(root, `api/catalogue/${slug}.yaml`), rename(CATALOGUE_FILE))
  mkdirSync(join(root, `api/catalogue/images/${slug}`), { recursive: true })
  writeFileSync(join(root, `api/catalogue/images/${slug}/${product}-1.svg`), IMAGE)
  mkdirSync(join(root, 'pages-config/guides'), { recursive: true })
  writeFileSync(join(root, `pages-config/guides/${slug}.yaml`), rename(GUIDE_FILE))
}

function unreviewedProduct(catalogue: Catalogue): { id: string; category: string } {
  const product = catalogue.all().find((candidate) => !candidate.pageLink)
  if (!product) throw new Error('every catalogue product already has a review')
  return product
}
