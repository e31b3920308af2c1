import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { parseNewReviewArgs } from '../../engine/load/newReviewCli.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { scaffoldReview } from '../../engine/load/scaffoldReview.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'

/** A copy of the project's content to scaffold into; the real pages-config/ is never written. */
let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-review-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A catalogue product that has no review yet, and one that has. */
const unreviewed = fixtureContent().catalogue.all().find((product) => !product.pageLink)!
const reviewed = fixtureContent().catalogue.all().find((product) => product.pageLink)!

const reviewSectionTypes = (JSON.parse(readFileSync(join(projectRoot(), 'schemas/review-section.schema.json'), 'utf8')) as { oneOf: { $ref: string }[] }).oneOf.map(
  (branch) => /#\/definitions\/(.+)$/.exec(branch.$ref)![1],
)

describe('the review scaffold', () => {
  let content: Content
  test('writes a review with every section type that passes the real loader', () => {
    const result = scaffoldReview(root, { slug: 'twentieth-review', category: unreviewed.category, product: unreviewed.id })
    expect(result).toEqual({ ok: true, file: 'pages-config/reviews/twentieth-review.yaml' })
    const loaded = loadContent(root)
    expect(loaded.ok ? [] : formatProblems(loaded.problems)).toEqual([])
    if (!loaded.ok) return
    content = loaded.content
    const review = content.reviews.get('twentieth-review')!
    expect(review.product).toBe(unreviewed.id)
    expect(new Set(review.sections.map((section) => section.type))).toEqual(new Set(reviewSectionTypes))
    expect(content.catalogue.byId(unreviewed.id)?.pageLink).toBe('/product/twentieth-review')
  })

  test('the file tells the editor what to write', () => {
    const text = readFileSync(join(root, 'pages-config/reviews/twentieth-review.yaml'), 'utf8')
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/review.schema.json')
    expect(text).toContain('docs/editing-reviews.md')
    expect(text).toContain(`# Review of ${unreviewed.title}, served at /product/twentieth-review.`)
    expect(text.match(/^ {2}# /gm)!.length).toBeGreaterThanOrEqual(reviewSectionTypes.length)
  })

  test('with no code change the new review is served at its URL', async () => {
    const pages = await siteMiddleware(projectRoot(), () => content, { production: false, onContent: () => {} })
    const site = await listen(createApp({ contentDir: projectRoot(), getContent: () => content, pages, development: true }))
    try {
      const response = await fetch(`${site.url}/product/twentieth-review`)
      expect(response.status).toBe(200)
      const html = await response.text()
      // No verdict written yet: the title and heading say the product, "review" and its computed score.
      const score = content.catalogue.byId(unreviewed.id)!.ourScore.overall.toFixed(1)
      expect(html).toContain(`<title>${unreviewed.title} review: our score ${score}/10</title>`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${unreviewed.title} review: our score ${score}/10</h1>`))
      expect(html).toContain('Write one line that sends the reader to the buy button.')
    } finally {
      await site.close()
    }
  })

  test.each([
    [{ slug: 'twentieth-review' }, 'pages-config/reviews/twentieth-review.yaml already exists; choose another slug or edit that file'],
    [{ slug: 'Not A Slug' }, '"Not A Slug" is not a valid slug; use lower-case words joined by dashes, e.g. acme-x200'],
    [{ category: 'hoverboards' }, 'unknown category "hoverboards"; use one of rowing-machines, treadmills, recumbent-bikes, elliptical, exercise-bikes'],
    [{ product: 'no-such-machine' }, `unknown product "no-such-machine"; use the id of a product in api/catalogue/${unreviewed.category}.yaml`],
    [{ slug: 'already-reviewed', product: reviewed.id, category: reviewed.category }, `product "${reviewed.id}" already has a review: pages-config/reviews/${reviewed.pageLink!.slice('/product/'.length)}.yaml`],
  ])('refuses %o', (override, message) => {
    const before = readFileSync(join(root, 'pages-config/reviews/twentieth-review.yaml'), 'utf8')
    const request = { slug: 'another-review', category: unreviewed.category, product: unreviewed.id, ...override }
    expect(scaffoldReview(root, request)).toEqual({ ok: false, message })
    expect(readFileSync(join(root, 'pages-config/reviews/twentieth-review.yaml'), 'utf8')).toBe(before)
    expect(existsSync(join(root, 'pages-config/reviews/another-review.yaml'))).toBe(false)
  })

  test('refuses a product of another category', () => {
    const other = unreviewed.category === 'treadmills' ? 'elliptical' : 'treadmills'
    const result = scaffoldReview(root, { slug: 'another-review', category: other, product: unreviewed.id })
    expect(result).toEqual({ ok: false, message: `product "${unreviewed.id}" is in ${unreviewed.category}, not ${other}` })
  })

  test('accepts the other spellings of a category', () => {
    const another = fixtureContent().catalogue.all().find((product) => !product.pageLink && product.id !== unreviewed.id)!
    const alias = { 'rowing-machines': 'rowing-machine', elliptical: 'ellipticals', 'recumbent-bikes': 'recumbent-bike', treadmills: 'treadmill', 'exercise-bikes': 'exercise-bike' }[another.category]!
    const result = scaffoldReview(root, { slug: 'twenty-first-review', category: alias, product: another.id })
    expect(result).toEqual({ ok: true, file: 'pages-config/reviews/twenty-first-review.yaml' })
    expect(loadContent(root).ok).toBe(true)
  })
})

describe('npm run new:review', () => {
  test('reads the slug and both options', () => {
    expect(parseNewReviewArgs(['acme-x200', '--category', 'treadmills', '--product', 'acme-x200'])).toEqual({ slug: 'acme-x200', category: 'treadmills', product: 'acme-x200' })
    expect(parseNewReviewArgs(['acme-x200', '--category', 'treadmills'])).toMatch(/^usage: npm run new:review -- <slug>/)
    expect(parseNewReviewArgs(['--colour', 'red'])).toMatch(/Unknown option '--colour'/)
  })

  test('exits non-zero with the message when it refuses', async () => {
    const run = promisify(execFile)
    const cli = join(projectRoot(), 'engine/load/newReviewCli.server.ts')
    const error = await run(join(projectRoot(), 'node_modules/.bin/tsx'), [cli, 'x', '--category', 'hoverboards', '--product', 'y'], { cwd: projectRoot() }).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    )
    expect(error?.code).toBe(1)
    expect(error?.stderr).toContain('new:review: unknown category "hoverboards"')
  })
})
