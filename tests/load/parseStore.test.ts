import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { fastYamlValue } from '../../engine/content/fastYamlValue.ts'
import { ParseStore } from '../../engine/content/ParseStore.server.ts'

// `npm run check` keeps the fast reader's values between runs, by the text's hash: a file
// unchanged since the last check is not read again, and anything else is read as before.

let dir: string
let file: string
let reads: string[]
const read = (text: string) => {
  reads.push(text)
  return fastYamlValue(text)
}
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'parse-store-'))
  file = join(dir, 'nested', 'yaml-values')
  reads = []
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const REVIEW = 'product: aerorow-pro-air\nscore: 8.5\nsections:\n  - type: faq\n'
const OTHER = 'product: glidecore-e5\nscore: 7\n'

test('a text read in one run comes from the store in the next, equal and without reading', () => {
  const first = new ParseStore(file)
  const value = first.value(REVIEW, read)
  first.save()
  const second = new ParseStore(file)
  expect(second.value(REVIEW, read)).toEqual(value)
  expect(reads).toEqual([REVIEW])
})

test('a text read earlier in the same run is not read again, and each value is its own copy', () => {
  // The price ages read the catalogue after the content load, in the same run.
  const store = new ParseStore(file)
  const first = store.value(REVIEW, read)?.value as Record<string, unknown>
  first.score = 1
  expect(store.value(REVIEW, read)?.value).toEqual(fastYamlValue(REVIEW)?.value)
  expect(reads).toEqual([REVIEW])
})

test('an edited text is read again; texts the last run did not read are dropped on save', () => {
  const first = new ParseStore(file)
  first.value(REVIEW, read)
  first.value(OTHER, read)
  first.save()
  const edited = REVIEW.replace('8.5', '9')
  const second = new ParseStore(file)
  expect(second.value(edited, read)).toEqual({ value: { product: 'aerorow-pro-air', score: 9, sections: [{ type: 'faq' }] } })
  second.save()
  const third = new ParseStore(file)
  third.value(edited, read)
  third.value(OTHER, read)
  expect(reads).toEqual([REVIEW, OTHER, edited, OTHER])
})

test('each value is a fresh copy: filling in defaults on one never reaches the next run', () => {
  const first = new ParseStore(file)
  first.value(REVIEW, read)
  first.save()
  const second = new ParseStore(file)
  const value = second.value(REVIEW, read)?.value as Record<string, unknown>
  value.score = 1
  expect((second.value(REVIEW, read)?.value as Record<string, unknown>).score).toBe(8.5)
})

test('a value JSON cannot carry (.nan, .inf) is never kept', () => {
  const text = 'a: .nan\nb: -.inf\n'
  const first = new ParseStore(file)
  first.value(text, read)
  first.save()
  const value = new ParseStore(file).value(text, read)?.value as { a: number; b: number }
  expect(Number.isNaN(value.a)).toBe(true)
  expect(value.b).toBe(-Infinity)
  expect(reads).toEqual([text, text])
})

test('a text that only looks like an exponent ("E700" in a name) is kept, and read once', () => {
  const text = 'title: Stridewell E700 Elliptical Trainer\nweight: 150\n'
  const first = new ParseStore(file)
  first.value(text, read)
  first.save()
  expect(new ParseStore(file).value(text, read)?.value).toEqual({ title: 'Stridewell E700 Elliptical Trainer', weight: 150 })
  expect(reads).toEqual([text])
})

test('an infinite number deep in a list, beside a name like E700, is never kept', () => {
  const text = 'products:\n  - id: e700\n    facts: [.inf]\n'
  const first = new ParseStore(file)
  first.value(text, read)
  first.save()
  const value = new ParseStore(file).value(text, read)?.value as { products: { facts: number[] }[] }
  expect(value.products[0]?.facts[0]).toBe(Infinity)
  expect(reads).toEqual([text, text])
})

test('a store from another js-yaml or with a damaged line is not trusted: the text is read', () => {
  const first = new ParseStore(file)
  first.value(REVIEW, read)
  first.save()
  const [header = '', line = ''] = readFileSync(file, 'utf8').split('\n')
  writeFileSync(file, `${header}\n${line.slice(0, -5)}`)
  expect(new ParseStore(file).value(REVIEW, read)).toEqual(fastYamlValue(REVIEW))
  writeFileSync(file, `${header.replace(/js-yaml \S+/, 'js-yaml 0.0.1')}\n${line}`)
  new ParseStore(file).value(REVIEW, read)
  expect(reads).toEqual([REVIEW, REVIEW, REVIEW])
})

test('a store saved for some texts only holds their values: a reader of those files reads nothing, others read again', () => {
  const store = new ParseStore(file)
  store.value(REVIEW, read)
  store.value(OTHER, read)
  const only = join(dir, 'only-other')
  store.saveOnly(only, [OTHER])
  const reader = new ParseStore(only)
  reads = []
  expect(reader.value(OTHER, read)?.value).toEqual(fastYamlValue(OTHER)?.value)
  expect(reads).toEqual([])
  reader.value(REVIEW, read)
  expect(reads).toEqual([REVIEW])
})
