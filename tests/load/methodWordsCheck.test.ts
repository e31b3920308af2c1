import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import type { ContentProblem } from '../../engine/content/ContentProblem.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'

// What the pages say about the ranking is what the method publishes: a list of ranking factors names
// only the method's criteria, and a customer rating is never put on a 10-point scale. Each test edits
// one file of a copy of the fixture content and expects the mistake at its file, line and column.
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A copy of the fixture content with `file` rewritten by `edit`; the new text of the file. */
function contentWith(file: string, edit: (text: string) => string): { root: string; text: string } {
  const root = mkdtempSync(join(tmpdir(), 'method-words-'))
  roots.push(root)
  for (const folder of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, folder), join(root, folder), { recursive: true })
  const before = readFileSync(join(root, file), 'utf8')
  const text = edit(before)
  if (text === before) throw new Error(`the edit left ${file} unchanged`)
  writeFileSync(join(root, file), text)
  return { root, text }
}

function problemsOf(root: string): ContentProblem[] {
  const result = loadContent(root)
  return result.ok ? [] : result.problems
}

/** The 1-based line and column of the first `needle` in the text at or after `after`. */
function placeOf(text: string, needle: string, after = ''): { line: number; col: number } {
  const index = text.indexOf(needle, text.indexOf(after))
  const lines = text.slice(0, index).split('\n')
  return { line: lines.length, col: lines.at(-1)!.length + 1 }
}

const rowing = () => fixtureContent().categories.get('rowing-machines')!

test("a factor the method does not score, in a category's seo description, is reported at its words with the criteria to name", () => {
  const file = 'pages-config/categories/rowing-machines.yaml'
  const { root, text } = contentWith(file, (yaml) => yaml.replace(/^( {2}description: ).*$/m, '$1The best rowers of 2025, ranked on durability, noise at hard efforts and price value.'))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, ...placeOf(text, 'noise at hard efforts'), pointer: '/seo/description', message: expect.stringContaining('"noise at hard efforts"') })])
  // The hint names every criterion of the category's method, so the editor knows what to write.
  for (const criterion of rowing().method.criteria) expect(problems[0]!.message).toContain(criterion.label)
})

test("a catalogue file's seo text folded over lines is held to the same method, each stray factor at its own line", () => {
  const file = 'api/catalogue/rowing-machines.yaml'
  const folded = '>-\n    Home rowers compared on owner feedback, storage\n    and build quality.'
  const { root, text } = contentWith(file, (yaml) => yaml.replace(/^( {2}description: ).*$/m, `$1${folded}`))
  const problems = problemsOf(root)
  expect(problems.map(({ file, line, col, message }) => ({ file, line, col, factor: /^"([^"]+)"/.exec(message)?.[1] }))).toEqual([
    { file, ...placeOf(text, 'storage'), factor: 'storage' },
    { file, ...placeOf(text, 'build quality'), factor: 'build quality' },
  ])
})

test("the criteria named by label, key or the everyday name of owners' ratings pass, and so does who ranks", () => {
  const criteria = rowing().method.criteria
  const names = [...criteria.map((criterion) => criterion.label.toLowerCase()), 'owner feedback']
  const description = `Ranked by our own method, and ranked on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`
  const { root } = contentWith('pages-config/categories/rowing-machines.yaml', (yaml) => yaml.replace(/^( {2}description: ).*$/m, `$1${description}`))
  expect(problemsOf(root)).toEqual([])
})

test('an information page that puts the customer rating out of 10 is reported at the phrase, with the scale to use', () => {
  const file = 'pages-config/pages/trust.yaml'
  const { root, text } = contentWith(file, (yaml) => yaml.replace(/^( {6}- q: .*\n {8}a: >-\n {10})(\S)/m, '$1The owner rating on each card is shown out of 10. $2'))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, ...placeOf(text, 'out of 10', 'The owner rating on each card'), message: expect.stringContaining('out of 5') })])
})

test("a review's prose that doubles the star rating is reported, and one giving our score out of 10 is not", () => {
  const file = 'pages-config/reviews/' + [...fixtureContent().reviews.keys()].sort()[0] + '.yaml'
  const doubled = 'Its star rating, doubled, puts it near the top.'
  const ours = 'Our score, out of 10, comes from the method.'
  const { root, text } = contentWith(file, (yaml) => yaml.replace(/^( {6}- >-\n {8})(\S)/m, `$1${doubled} ${ours} $2`))
  const problems = problemsOf(root)
  expect(problems).toEqual([expect.objectContaining({ file, ...placeOf(text, 'doubled', doubled), message: expect.stringContaining('"doubled"') })])
})

test('an information page that says lists are ranked on a factor no method scores is reported; a guide comparing kinds of machine is not', () => {
  const file = 'pages-config/pages/about.yaml'
  const { root, text } = contentWith(file, (yaml) => yaml.replace(/^( {6}- title: .*\n {8}text: >-\n {10})(\S)/m, '$1Every list is ranked on durability, noise and owner feedback. $2'))
  expect(problemsOf(root)).toEqual([expect.objectContaining({ file, ...placeOf(text, 'noise', 'Every list is ranked on'), message: expect.stringContaining('"noise"') })])
  const guide = contentWith('pages-config/pages/blog.yaml', (yaml) => yaml.replace(/^( {6}- title: .*\n {8}text: >-\n {10})(\S)/m, '$1Treadmills and rowers compared on noise, space and price. $2'))
  expect(problemsOf(guide.root)).toEqual([])
})
