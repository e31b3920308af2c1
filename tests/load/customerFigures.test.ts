import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import type { ContentProblem } from '../../engine/content/ContentProblem.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { customerRatingText } from '../../engine/shop/rating.ts'
import { FIXTURE_ROOT, siteContent } from '../support/content.ts'

// Every customer figure on the site names its source and the day it was read: the check reports one
// that does not at its file, line and column. Each test edits one file of a copy of the fixture content.
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A copy of the fixture content; `edit` rewrites the first file of `dir` it changes, whose path it returns. */
function contentWith(dir: string, edit: (text: string) => string): { root: string; file: string; text: string } {
  const root = mkdtempSync(join(tmpdir(), 'customer-figures-'))
  roots.push(root)
  for (const folder of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, folder), join(root, folder), { recursive: true })
  for (const name of readdirSync(join(root, dir)).filter((file) => file.endsWith('.yaml')).sort()) {
    const file = `${dir}/${name}`
    const before = readFileSync(join(root, file), 'utf8')
    const text = edit(before)
    if (text === before) continue
    writeFileSync(join(root, file), text)
    return { root, file, text }
  }
  throw new Error(`no file in ${dir} to edit`)
}

function problemsOf(root: string): ContentProblem[] {
  const result = loadContent(root)
  return result.ok ? [] : result.problems
}

/** 1-based line of the first line holding `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1

test('a star average or a count of owners written into page text is reported at its line', () => {
  const figure = 'With a 4.6-star average from more than 3,600 owners'
  const { root, file, text } = contentWith('pages-config/pages', (yaml) => yaml.replace(/^( {4}heading: )(.*)$/m, `$1"$2. ${figure}, it sells well."`))
  const problems = problemsOf(root).filter((problem) => problem.message.includes('customer figure'))
  expect(problems).toEqual([expect.objectContaining({ file, line: lineOf(text, figure), message: expect.stringContaining('"4.6-star"') })])
  expect(problems[0]!.col).toBeGreaterThan(1)
})

test('a count of reviews in a review page\'s prose is reported too, and a page without figures is not', () => {
  const { root, file, text } = contentWith('pages-config/reviews', (yaml) => yaml.replace(/^( {6}- >-\n {8})(\S)/m, '$1Over 22,000 reviews agree. $2'))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, line: lineOf(text, '22,000 reviews') - 1, message: expect.stringContaining('"22,000 reviews"') })])
})

test('a store rating quoted in a customer-ratings section without the day it was read is reported at the entry', () => {
  const { root, file, text } = contentWith('pages-config/reviews', (yaml) =>
    yaml.replace(/^ {2}- type: customer-ratings\n/m, '  - type: customer-ratings\n    entries:\n      - { store: Fitness Depot, rating: 4.2, outOf: 5, reviews: "800+" }\n'),
  )
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, line: lineOf(text, 'Fitness Depot'), message: expect.stringContaining('readOn') })])
})

test("site.yaml without where and when the catalogue's ratings were read is reported", () => {
  const { root, file } = contentWith('pages-config', (yaml) => yaml.replace(/^customerRatings:\n(?: {2}.*\n)+/m, ''))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, message: expect.stringContaining('customerRatings') })])
})

test('every product of the loaded content shows its customer rating with a source and the day it was read', () => {
  const { catalogue } = siteContent()
  for (const product of catalogue.all()) {
    expect(customerRatingText(product.rating)).toMatch(/^\d\.\d out of 5 from [\d,]+ customer ratings? at \S.*, [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  }
})

test("a store's count of buyers written into a review's text is reported at its line, as a rating count is", () => {
  const figure = '10K+ bought in past month'
  const { root, file, text } = contentWith('pages-config/reviews', (yaml) => yaml.replace(/^( {4}heading: )(.*)$/m, `$1"$2: ${figure}"`))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, line: lineOf(text, figure), message: expect.stringContaining('"10K+ bought"') })])
})
