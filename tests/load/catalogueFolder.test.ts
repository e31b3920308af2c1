import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { splitCatalogue, writeCatalogueFolder } from '../../bench/catalogueFolder.ts'
import { readContentFiles, WorkingCopy } from '../../api/publish/contentFiles.ts'
import { textHash } from '../../api/store/contentVersions.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import type { ContentProblem } from '../../engine/content/ContentProblem.ts'
import { ProblemLog } from '../../engine/content/loadDocument.server.ts'
import { loadCatalogueFiles } from '../../engine/load/loadCatalogue.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import type { LoadResult } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// A large category's catalogue is a folder: api/catalogue/<slug>/catalogue.yaml and
// products/*.yaml, ranked in file name order. It must load to the same catalogue as one file, and
// every mistake in a products file must be reported at that file's own line and column.

const FILE = 'api/catalogue/treadmills.yaml'
const DIR = 'api/catalogue/treadmills'
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'catalogue-folder-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** The fixture's treadmills as a folder, ten products to a file (01.yaml to 03.yaml). */
const toFolder = () => writeCatalogueFolder(join(root, FILE), 10)
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(root, path), change(read(path)))
const problemsOf = (result: LoadResult): ContentProblem[] => (result.ok ? [] : result.problems)

/** The 1-based line and column where `needle` starts in `text`. */
function positionIn(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle)
  if (at < 0) throw new Error(`"${needle}" is not in the text`)
  const before = text.slice(0, at).split('\n')
  return { line: before.length, col: before.at(-1)!.length + 1 }
}

test('a category in the folder layout loads to the same catalogue as the same products in one file', () => {
  const single = loadContent(root)
  toFolder()
  expect(readContentFiles(root).has(FILE)).toBe(false)
  expect([...readContentFiles(root).keys()].filter((path) => path.startsWith(`${DIR}/`))).toEqual([`${DIR}/catalogue.yaml`, `${DIR}/products/01.yaml`, `${DIR}/products/02.yaml`, `${DIR}/products/03.yaml`])
  const folder = loadContent(root)
  if (!single.ok || !folder.ok) throw new Error(formatProblems([...problemsOf(single), ...problemsOf(folder)]))
  const [before, after] = [single.content.catalogue, folder.content.catalogue]
  // Ids in ranked order, every derived field (scores, awards, specs, links), and the category's own seo.
  expect(JSON.stringify(after.all())).toBe(JSON.stringify(before.all()))
  expect(JSON.stringify(after.category('treadmills'))).toBe(JSON.stringify(before.category('treadmills')))
  expect(after.category('treadmills')?.data.length).toBe(25)
})

test("a folder's products are in the order of its files' names, then of each file", () => {
  toFolder()
  const ids = (path: string) => [...read(path).matchAll(/^ {2}- id: (\S+)$/gm)].map((match) => match[1])
  // Renamed so that name order is the reverse of the written order: the names decide.
  for (const [from, to] of [['01', 'c'], ['02', 'b'], ['03', 'a']]) renameSync(join(root, DIR, 'products', `${from}.yaml`), join(root, DIR, 'products', `${to}.yaml`))
  const log = new ProblemLog()
  const treadmills = loadCatalogueFiles(root, log).find((catalogue) => catalogue.value.category === 'treadmills')
  expect(log.problems).toEqual([])
  expect(treadmills?.value.products.map((product) => product.id)).toEqual(['a', 'b', 'c'].flatMap((name) => ids(`${DIR}/products/${name}.yaml`)))
  expect(treadmills?.value.seo).toEqual(loadCatalogueFiles(FIXTURE_ROOT, new ProblemLog()).find((catalogue) => catalogue.value.category === 'treadmills')?.value.seo)
})

test('a mistake in a products file is reported at that file\'s own line and column', () => {
  toFolder()
  const second = `${DIR}/products/02.yaml`
  // The second product of 02.yaml is the catalogue's twelfth: the report names its own file and place.
  const weight = /^ {6}maxUserWeight: (\d+) lb$/gm
  weight.exec(read(second))
  const wrong = weight.exec(read(second))!
  edit(second, (text) => `${text.slice(0, wrong.index)}      maxUserWeight: ${wrong[1]} lbz${text.slice(wrong.index + wrong[0].length)}`)
  const result = loadContent(root)
  expect(problemsOf(result).map(({ file, line, col, pointer }) => ({ file, line, col, pointer }))).toEqual([
    { file: second, ...positionIn(read(second), `${wrong[1]} lbz`), pointer: '/products/1/facts/maxUserWeight' },
  ])
  expect(problemsOf(result)[0]?.message).toMatch(/^unknown unit "lbz"/)
})

test('a schema mistake and a duplicated id in products files are reported in the files that hold them', () => {
  toFolder()
  const third = `${DIR}/products/03.yaml`
  edit(third, (text) => text.replace(/^( {4}brand: ).*$/m, '$1 7'))
  const schema = problemsOf(loadContent(root))
  expect(schema).toEqual([{ file: third, ...positionIn(read(third), ' 7\n'), col: positionIn(read(third), ' 7\n').col + 1, pointer: '/products/0/brand', message: 'must be string' }])

  edit(third, () => splitCatalogue(readFileSync(join(FIXTURE_ROOT, FILE), 'utf8'), 10).parts.get('03.yaml')!)
  const firstId = /^ {2}- id: (\S+)$/m.exec(read(`${DIR}/products/01.yaml`))![1]!
  const ownId = /^ {2}- id: (\S+)$/m.exec(read(third))![1]!
  edit(third, (text) => text.replace(`  - id: ${ownId}\n`, `  - id: ${firstId}\n`))
  const duplicates = problemsOf(loadContent(root)).filter((problem) => problem.pointer.endsWith('/id'))
  expect(duplicates).toEqual([
    { file: third, ...positionIn(read(third), firstId), pointer: '/products/0/id', message: `id "${firstId}" is already used in ${DIR}/products/01.yaml (product 0)` },
  ])
})

test('a category with both a catalogue file and a catalogue folder is one clear error', () => {
  const text = read(FILE)
  toFolder()
  writeFileSync(join(root, FILE), text)
  const problems = problemsOf(loadContent(root))
  expect(problems).toEqual([
    {
      file: FILE,
      ...positionIn(text, 'treadmills\n'),
      pointer: '/category',
      message: `the category "treadmills" has both this catalogue file and the catalogue folder ${DIR}/; keep one: move this file's products into the folder's products files (docs/editing-categories.md, "A catalogue in a folder") and remove this file, or remove the folder`,
    },
  ])
})

test('a catalogue folder without its catalogue.yaml, or with a file it does not read, is reported', () => {
  toFolder()
  writeFileSync(join(root, DIR, 'notes.yaml'), 'products: []\n')
  rmSync(join(root, DIR, 'catalogue.yaml'))
  const problems = problemsOf(loadContent(root)).map(({ file, message }) => `${file}: ${message}`)
  expect(problems).toContain(`${DIR}/: a catalogue folder needs its catalogue.yaml: write ${DIR}/catalogue.yaml with "category: treadmills" and the list page's seo (docs/editing-categories.md, "A catalogue in a folder")`)
  expect(problems.find((line) => line.startsWith(`${DIR}/notes.yaml: `))).toMatch(/unknown document in a catalogue folder/)
})

test('a catalogue file over the size limit is told to move its products into the folder layout', () => {
  // Valid YAML over 1 MB: the products of a grown catalogue.
  edit(FILE, (text) => `${text}${'# a long note\n'.repeat(80_000)}`)
  const problems = problemsOf(loadContent(root)).filter((problem) => problem.file === FILE)
  expect(problems.map((problem) => problem.message)).toEqual([
    expect.stringMatching(
      /^the file is \d+ bytes, over the 1048576-byte limit for one content file; a large catalogue goes in a folder: move its products into api\/catalogue\/treadmills\/products\/\*\.yaml .* and its other fields into api\/catalogue\/treadmills\/catalogue\.yaml, then remove this file \(docs\/editing-categories\.md, "A catalogue in a folder"\); or raise CONTENT_MAX_FILE_BYTES$/,
    ),
  ])
})

test('a published version that edits a products file is checked with that file read again', () => {
  toFolder()
  const copy = new WorkingCopy(root)
  try {
    const files = readContentFiles(root)
    const path = `${DIR}/products/03.yaml`
    const broken = files.get(path)!.replace(/^( {4}brand: ).*$/m, '$1 7')
    const version = new Map([...files, [path, broken]])
    const result = copy.apply(new Map([...version].map(([file, text]) => [file, textHash(text)])), new Map([...version.values()].map((text) => [textHash(text), text])))
    expect(problemsOf(result).map((problem) => `${problem.file} ${problem.pointer}`)).toEqual([`${path} /products/0/brand`])
  } finally {
    copy.remove()
  }
})
