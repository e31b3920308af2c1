import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// The price a shop asks today is read through one module, the price view, so the offers store can
// replace its source: no other code reads a catalogue product's price or the day it was checked.
// Pages and the API take it from the product's summary, which the price view gives.

const READER = 'engine/shop/PriceView.ts'
/** Content checks of the catalogue file's own dates (a date is checked where it is written). */
const FILE_CHECKS = ['engine/load/checkPriceAge.server.ts', 'engine/check/checkYearLabel.server.ts']

function sources(): string[] {
  const root = projectRoot()
  return ['engine', 'api', 'renderer']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
}

const code = (file: string) =>
  readFileSync(join(projectRoot(), file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

test('only the price view reads when a catalogue price was checked', () => {
  const readers = sources().filter((file) => /\.priceCheckedAt\b/.test(code(file)))
  expect(readers.filter((file) => file !== READER && !FILE_CHECKS.includes(file))).toEqual([])
})

test('code handling catalogue products reads their price only through the price view or the product summary', () => {
  const handling = sources().filter((file) => /\b(ApiProduct|CatalogueProduct)\b/.test(code(file)))
  const readers = handling.filter((file) => file !== READER && /(?<!summary)\.price\b/.test(code(file)))
  expect(readers).toEqual([])
})
