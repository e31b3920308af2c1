import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import type { YAMLMap, YAMLSeq } from 'yaml'
import { CATALOGUE_DIR, IMAGES_DIR, REVIEWS_DIR } from '../engine/content/contentLayout.ts'

// The three edits an editor publishes in the publishing bench (and tests/build/publishContent.test.ts),
// each made as a person would, to the files of a content folder, keeping it valid.

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')))

/** Puts `marker` before the review's SEO description; returns it. */
export function editReviewText(dir: string, slug: string, marker: string): string {
  edit(join(dir, REVIEWS_DIR, `${slug}.yaml`), (text) => withReviewMarked(text, marker))
  return marker
}

/** A review file's text with `marker` before its SEO description. */
export const withReviewMarked = (text: string, marker: string): string => text.replace(/^(\s+description: "?)/m, `$1${marker} `)

/** The product's first fact written as a number and a unit, one more. */
export function editFact(dir: string, slug: string) {
  const id = productOf(dir, slug)
  edit(join(dir, catalogueFileOf(dir, id)), (text) => withFactRaised(text, id))
}

/** A catalogue file's (or a catalogue folder's products file's) text with product `id`'s first fact written as a number and a unit one more. */
export function withFactRaised(text: string, id: string): string {
  const facts = text.indexOf('facts:', text.indexOf(`- id: ${id}\n`))
  const fact = /^(\s+\w+: )(\d+)( [a-z]+)$/m.exec(text.slice(facts))!
  const at = facts + fact.index
  return `${text.slice(0, at)}${fact[1]}${Number(fact[2]) + 1}${fact[3]}${text.slice(at + fact[0].length)}`
}

/** Two different weights of the product's category swapped, in a new method version with its changelog entry. */
export function editWeight(dir: string, slug: string) {
  edit(join(dir, 'pages-config/categories', `${categoryOf(dir, productOf(dir, slug))}.yaml`), withWeightsSwapped)
}

/**
 * A category file's text with two criteria's different weights swapped (they still add up; when all
 * are equal, a point moved from the first to the second) in a new method version with its
 * changelog entry, as the check asks of a weight change. The method needs two criteria.
 */
export function withWeightsSwapped(text: string): string {
  const doc = parseDocument(text)
  const method = doc.get('method') as YAMLMap
  const criteria = (method.get('criteria') as YAMLSeq<YAMLMap>).items
  const [first, second] = criteria as [YAMLMap, YAMLMap]
  const other = criteria.find((criterion) => criterion.get('weight') !== first.get('weight'))
  const [a, b] = [Number(first.get('weight')), Number((other ?? second).get('weight'))]
  // Weights all equal: a point moves from the first criterion to the second, the sum kept.
  first.set('weight', other ? b : a - 1)
  ;(other ?? second).set('weight', other ? a : b + 1)
  const version = Number(method.get('version')) + 1
  method.set('version', version)
  const weights = Object.fromEntries(criteria.map((criterion) => [criterion.get('key'), criterion.get('weight')]))
  ;(method.get('changelog') as YAMLSeq).add(doc.createNode({ version, date: method.get('date'), weights, changes: 'Two weights swapped.' }))
  return String(doc)
}

function productOf(dir: string, slug: string): string {
  return /^product: (\S+)$/m.exec(readFileSync(join(dir, REVIEWS_DIR, `${slug}.yaml`), 'utf8'))![1]!
}

/** The file that lists product `id`: a catalogue file, or a products file of a catalogue folder (relative to `dir`). */
function catalogueFileOf(dir: string, id: string): string {
  const files = readdirSync(join(dir, CATALOGUE_DIR), { recursive: true, encoding: 'utf8' })
    .map((name) => `${CATALOGUE_DIR}/${name.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.yaml') && !file.startsWith(`${IMAGES_DIR}/`))
  const file = files.find((candidate) => readFileSync(join(dir, candidate), 'utf8').includes(`- id: ${id}\n`))
  if (!file) throw new Error(`no catalogue file lists ${id}`)
  return file
}

/** The category of product `id`: the name of its catalogue file, or of the catalogue folder it is in. */
function categoryOf(dir: string, id: string): string {
  return catalogueFileOf(dir, id).slice(CATALOGUE_DIR.length + 1).split('/')[0]!.replace(/\.yaml$/, '')
}
