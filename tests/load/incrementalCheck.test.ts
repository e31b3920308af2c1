import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import { IncrementalCheck } from '../../engine/load/IncrementalCheck.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import type { LoadResult } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { parseYaml } from '../../engine/content/YamlSource.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

/** A copy of the content to edit; the real content is never written. */
let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'incremental-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const REVIEW = 'pages-config/reviews/oarline-classic-r1.yaml'
const CATALOGUE = 'api/catalogue/rowing-machines.yaml'
const CATEGORY = 'pages-config/categories/rowing-machines.yaml'
/** The line after the reviewed rower's weight limit in the catalogue, to find its entry. */
const ORIGINAL_WARRANTY = '      warranty: { parts: 2 yr, labor: 1 yr }'

/** What a check found, in a form `toEqual` compares fully (Catalogue keeps its products in private fields). */
function comparable(result: LoadResult): unknown {
  if (!result.ok) return { problems: result.problems }
  const { catalogue, ...rest } = result.content
  return { products: catalogue.all(), ...rest }
}

function edit(file: string, change: (text: string) => string): void {
  const path = join(root, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}

test('after each change the incremental result equals a full check', () => {
  const checker = new IncrementalCheck(root)
  const steps: [string, () => void][] = [
    ['unchanged', () => {}],
    ['a misspelled product id', () => edit(REVIEW, (t) => t.replace(/^product: oarline-classic-r1$/m, 'product: oarline-clasic-r1'))],
    ['a syntax error in the catalogue', () => edit(CATALOGUE, (t) => t.replace('products:', 'products: ["'))],
    ['the catalogue fixed', () => edit(CATALOGUE, (t) => t.replace('products: ["', 'products:'))],
    ['the review fixed', () => edit(REVIEW, (t) => t.replace('product: oarline-clasic-r1', 'product: oarline-classic-r1'))],
    // The review is unchanged, but what it says is held to its product's facts: its findings are not kept.
    ['the catalogue raises the reviewed rower\'s weight limit', () => edit(CATALOGUE, (t) => t.replace(`maxUserWeight: 250 lb\n${ORIGINAL_WARRANTY}`, `maxUserWeight: 300 lb\n${ORIGINAL_WARRANTY}`))],
    ['the limit put back', () => edit(CATALOGUE, (t) => t.replace(`maxUserWeight: 300 lb\n${ORIGINAL_WARRANTY}`, `maxUserWeight: 250 lb\n${ORIGINAL_WARRANTY}`))],
    // The category file names the facts: the review's own "Rail" default becomes a second truth for one.
    ['the category calls its rail length fact "Rail"', () => edit(CATEGORY, (t) => t.replace('label: Rail Length,', 'label: Rail,'))],
    ['the label put back', () => edit(CATEGORY, (t) => t.replace('label: Rail,', 'label: Rail Length,'))],
    // Search names and awards are rules over the whole catalogue: a title naming another category is found.
    ['a rower titled "and Running Machine"', () => edit(CATALOGUE, (t) => t.replace('title: VistaRow Touch 22 Smart Rowing Machine', 'title: VistaRow Touch 22 Rower and Running Machine'))],
    ['the title put back', () => edit(CATALOGUE, (t) => t.replace('title: VistaRow Touch 22 Rower and Running Machine', 'title: VistaRow Touch 22 Smart Rowing Machine'))],
    ['a new stray file', () => writeFileSync(join(root, 'pages-config/notes.yaml'), 'a: 1\n')],
    ['the stray file deleted', () => unlinkSync(join(root, 'pages-config/notes.yaml'))],
    ['a review deleted', () => unlinkSync(join(root, REVIEW))],
  ]
  const outcomes: boolean[] = []
  for (const [name, change] of steps) {
    change()
    const incremental = checker.check()
    outcomes.push(incremental.ok)
    expect(comparable(incremental), name).toEqual(comparable(loadContent(root)))
  }
  expect(outcomes).toEqual([true, false, false, false, true, false, true, false, true, false, true, false, true, true])
})

test('an unchanged file is not parsed again; a changed one is', () => {
  const checker = new IncrementalCheck(root)
  const first = checker.check()
  const file = 'pages-config/reviews/aerorow-pro-air.yaml'
  edit(file, (t) => `${t}\n# edited\n`)
  const second = checker.check()
  if (!first.ok || !second.ok) throw new Error('the copied content should be valid')
  expect(second.content.reviews.get('aerorow-pro-air')).not.toBe(first.content.reviews.get('aerorow-pro-air'))
  expect(second.content.reviews.get('vistarow-touch-22')).toBe(first.content.reviews.get('vistarow-touch-22'))
  expect(second.content.reviews.get('aerorow-pro-air')).toEqual(first.content.reviews.get('aerorow-pro-air'))
})

test('the store reuses an outcome only for the same text and schema, and forgets files a load did not read', () => {
  const cache = new ContentStore()
  let computed = 0
  const outcome = (text: string, schema: 'site.schema.json' | 'home.schema.json' = 'site.schema.json') =>
    cache.outcome('a.yaml', text, schema, () => {
      computed++
      return { source: parseYaml('a.yaml', text).source, problems: [], value: text }
    })
  outcome('x: 1')
  outcome('x: 1')
  expect(computed).toBe(1)
  outcome('x: 2')
  outcome('x: 2', 'home.schema.json')
  expect(computed).toBe(3)
  cache.endLoad()
  expect(cache.size).toBe(1)
  cache.endLoad()
  expect(cache.size).toBe(0)
})

test('a load keeps its work in the store it is given, and only there', () => {
  const checker = new IncrementalCheck(root)
  checker.check()
  expect(checker.cachedFiles).toBeGreaterThan(0)
  const store = new ContentStore()
  loadContent(root)
  expect(store.size).toBe(0)
  loadContent(root, { store })
  expect(store.size).toBe(checker.cachedFiles)
})

test('a later check of the same load finds what the loaders read, and only in that load', () => {
  const cache = new ContentStore()
  const outcome = { source: parseYaml('a.yaml', 'x: 1').source, problems: [], value: { x: 1 } }
  cache.outcome('a.yaml', 'x: 1', 'site.schema.json', () => outcome)
  expect(cache.kept('a.yaml')).toBe(outcome)
  expect(cache.kept('b.yaml')).toBeUndefined()
  cache.endLoad()
  // Kept for the next load, but not read in it yet: a check must read the file itself.
  expect(cache.size).toBe(1)
  expect(cache.kept('a.yaml')).toBeUndefined()
})

test('a watched check runs the image checks again after a change that may be an image, and keeps them after a YAML change', () => {
  const checker = new IncrementalCheck(root, { watched: true })
  expect(checker.check().ok).toBe(true)
  const photo = 'api/catalogue/images/rowing-machines/aerorow-club-air-2.svg'
  const saved = readFileSync(join(root, photo))
  try {
    unlinkSync(join(root, photo))
    // Reported as the watcher reports it: the photo itself, or its folder when the name is unknown.
    for (const changed of [[photo], ['api/catalogue']]) {
      const result = checker.check(changed)
      expect(result.ok, `after ${changed[0]} changed`).toBe(false)
      if (!result.ok) expect(result.problems.map((problem) => problem.message).join('\n')).toContain('aerorow-club-air-2.svg')
    }
  } finally {
    writeFileSync(join(root, photo), saved)
  }
  expect(checker.check([photo]).ok, 'the photo is back').toBe(true)
  // A review's change alone leaves the photos' findings as they were, and the rest is a full check.
  const review = 'pages-config/reviews/aerorow-pro-air.yaml'
  edit(review, (text) => text.replace('product: aerorow-pro-air', 'product: aerorow-pro-aire'))
  try {
    const result = checker.check([review])
    expect(result.ok).toBe(false)
    expect(comparable(result)).toEqual(comparable(loadContent(root)))
  } finally {
    edit(review, (text) => text.replace('product: aerorow-pro-aire', 'product: aerorow-pro-air'))
  }
})
