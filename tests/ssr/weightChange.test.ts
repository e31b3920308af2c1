import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { rankDiff } from '../../engine/load/rankDiff.ts'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { structuredData } from '../../engine/seo/structuredData.ts'
import { resolveScoringMethods } from '../../engine/sections/scoring-methods/resolveScoringMethods.server.ts'
import { demoOfferBook } from '../../api/store/demo/demoOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { FIXTURE_ROOT } from '../support/content.ts'
import { copyContent } from '../support/growContent.ts'
import { renderSections } from '../support/renderSection.tsx'

// One weight moves in a copy of the content: the category whose reviewed product has the largest
// gap between its first two typed sub-scores, so moving weight between them moves its score.
let root: string
let before: Content
/** The demo prices both contents are scored against (price value reads the offers). */
let demo: OfferBook
let chosen: { slug: string; from: string; to: string; review: string }
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'weights-'))
  copyContent(FIXTURE_ROOT, root)
  const loaded = loadContent(root)
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
  demo = demoOfferBook(loaded.content, readRetailers(root))
  before = pricedContent(loaded.content, demo)
  const candidates = [...before.reviews].map(([review, page]) => {
    const product = before.catalogue.byId(page.product)!
    const typed = product.ourScore.parts.filter((part) => !part.computed)
    const [high, low] = [...typed].sort((a, b) => b.score - a.score)
    return { slug: product.category, from: low!.key, to: high!.key, review, gap: high!.score - low!.score }
  })
  chosen = candidates.sort((a, b) => b.gap - a.gap)[0]!
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The points moved: enough, with the fixture's scores, to hand an award to another product. */
const MOVED = 20

const file = () => join(root, `pages-config/categories/${chosen.slug}.yaml`)

function moveWeight(points: number, newVersion: boolean): void {
  const doc = parseDocument(readFileSync(file(), 'utf8'))
  const criteria = doc.getIn(['method', 'criteria']) as { items: { get(key: string): unknown; set(key: string, value: unknown): void }[] }
  const weights: Record<string, number> = {}
  for (const item of criteria.items) {
    const key = String(item.get('key'))
    const weight = Number(item.get('weight')) + (key === chosen.to ? points : key === chosen.from ? -points : 0)
    item.set('weight', weight)
    weights[key] = weight
  }
  if (newVersion) {
    const version = Number(doc.getIn(['method', 'version'])) + 1
    doc.setIn(['method', 'version'], version)
    ;(doc.getIn(['method', 'changelog']) as { add(value: unknown): void }).add(doc.createNode({ version, date: '2026-11-26', weights, changes: `${chosen.to} counts ${points} points more.` }))
  }
  writeFileSync(file(), doc.toString())
}

test('a weight changed without a new version fails the check, which asks for one', () => {
  moveWeight(MOVED, false)
  const result = loadContent(root)
  expect(result.ok).toBe(false)
  const report = result.ok ? '' : formatProblems(result.problems)
  expect(report).toMatch(new RegExp(`pages-config/categories/${chosen.slug}.yaml:\\d+:\\d+ .*the weights changed without a new method version .*raise method.version`))
})

test('with a new version, the scores, the order, the breakdown and the JSON-LD follow the new weight', () => {
  copyContent(FIXTURE_ROOT, root)
  moveWeight(MOVED, true)
  const loaded = loadContent(root)
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
  const after = pricedContent(loaded.content, demo)
  const ids = (content: Content) => content.catalogue.category(chosen.slug)!.data.map((product) => product.id)
  const scores = (content: Content) => ids(content).map((id) => content.catalogue.byId(id)!.ourScore.overall)

  // The list is in the order of the new scores, and the scores moved.
  expect(scores(after)).toEqual([...scores(after)].sort((a, b) => b - a))
  expect(scores(after)).not.toEqual(scores(before))
  const reviewed = before.reviews.get(chosen.review)!.product
  const was = before.catalogue.byId(reviewed)!.ourScore
  const now = after.catalogue.byId(reviewed)!.ourScore
  expect(now.overall).toBeGreaterThan(was.overall)
  expect(now.methodVersion).toBe(was.methodVersion + 1)

  // The review's breakdown shows the new weight and the new version; its JSON-LD rates it by the new score.
  const page = (content: Content) => buildReviewModel(content.reviews.get(chosen.review)!, content.catalogue.byId(reviewed)!, content.site, content.catalogue, content.retailers)
  const model = page(after)
  const html = renderSections([{ type: 'score-breakdown', heading: 'How we scored it' }], { product: model.product })
  const weight = now.parts.find((part) => part.key === chosen.to)!.weight
  expect(html.replace(/<[^>]+>/g, '')).toContain(`(${weight}% of the score)`)
  expect(html).toContain(`version ${now.methodVersion}`)
  const rating = (content: Content) => {
    const nodes = structuredData(page(content), { layout: buildLayoutModel(content.site, content.categories, content.retailers), pathname: `/product/${chosen.review}` })
    return JSON.stringify(nodes).match(/"reviewRating":\{[^}]*"ratingValue":([\d.]+)/)?.[1]
  }
  expect(rating(before)).toBe(String(was.overall))
  expect(rating(after)).toBe(String(now.overall))

  // The awards follow the new scores: the highest-score award goes to the new first product, the
  // weight moved enough to hand at least one award to another product, and each winner carries its badge.
  const winners = (content: Content) => content.catalogue.category(chosen.slug)!.awards.map((award) => `${award.label}: ${award.winnerId}`)
  expect(winners(after)).not.toEqual(winners(before))
  const overall = after.categoryPages.get(chosen.slug)!.awards.find((award) => award.rule === 'highest-score')
  if (overall) expect(after.catalogue.category(chosen.slug)!.data[0]!.awards).toContain(overall.label)
  for (const award of after.catalogue.category(chosen.slug)!.awards) {
    for (const product of after.catalogue.category(chosen.slug)!.data) expect(product.awards.includes(award.label)).toBe(product.id === award.winnerId)
  }
  // How we rank, generated from the same files, shows the new weight in the category's table and the
  // new version at the top of its changelog, dated and with its weights.
  const methods = (content: Content) => {
    const html = renderSections([{ type: 'scoring-methods', heading: 'Methods', resolved: resolveScoringMethods(null, { catalogue: content.catalogue, site: content.site }) }], {})
    return /<article[^>]*id="method-([a-z0-9-]+)"[\s\S]*?<\/article>/g[Symbol.match](html)?.find((block) => block.includes(`id="method-${chosen.slug}"`))?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') ?? ''
  }
  const label = now.parts.find((part) => part.key === chosen.to)!.label
  const oldWeight = was.parts.find((part) => part.key === chosen.to)!.weight
  expect(methods(before)).toContain(` ${label} ${oldWeight}% `)
  expect(methods(after)).toContain(` ${label} ${weight}% `)
  expect(methods(after)).toContain(`method version ${now.methodVersion}`)
  expect(methods(after)).toMatch(new RegExp(`Method changelog Version ${now.methodVersion}, November 26, 2026 : ${chosen.to} counts ${MOVED} points more\\. Weights: .*${label} ${weight}%`))
  expect(methods(before)).not.toContain(`Version ${now.methodVersion},`)

  // rank:diff names the new version, the reviewed product's score change and the weight that caused it.
  const report = rankDiff(before, after).join('\n')
  expect(report).toContain(`(method version ${was.methodVersion} -> ${now.methodVersion})`)
  expect(report).toMatch(new RegExp(`${reviewed} \\([^)]*\\), score ${was.overall.toFixed(1)} -> ${now.overall.toFixed(1)} .*weight ${chosen.to} \\d+ -> ${weight}`))
  // ... and each award that changed hands, from its old winner to its new one.
  const listings = [before, after].map((content) => content.catalogue.category(chosen.slug)!.awards)
  for (const award of listings[1]!) {
    const old = listings[0]!.find((other) => other.label === award.label)!
    if (old.winnerId !== award.winnerId) expect(report).toContain(`award "${award.label}": ${old.winnerId} -> ${award.winnerId}`)
  }
})
