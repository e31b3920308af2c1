import { afterEach, beforeEach, expect, test } from 'vitest'
import { readContentFiles, WorkingCopy } from '../../api/publish/contentFiles.ts'
import { textHash } from '../../api/store/contentVersions.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// A serving process checks each published version in a working copy that only it writes: it reads
// only the files a version changed. What it answers must still be what a full check of the same
// files answers, including after a version it refused and put back.

const AERO = 'pages-config/reviews/aerorow-pro-air.yaml'
const VISTA = 'pages-config/reviews/vistarow-touch-22.yaml'

let copy: WorkingCopy
const original = readContentFiles(FIXTURE_ROOT)
beforeEach(() => {
  copy = new WorkingCopy(FIXTURE_ROOT)
})
afterEach(() => copy.remove())

/** Applies the fixture's files with `edits` (path to new text) as one version. */
function applyVersion(edits: Record<string, string>) {
  const files = new Map([...original, ...Object.entries(edits)])
  const wanted = new Map([...files].map(([path, text]) => [path, textHash(text)]))
  return copy.apply(wanted, new Map([...files.values()].map((text) => [textHash(text), text])))
}

const edited = (path: string, change: (text: string) => string) => change(original.get(path)!)

test('after a refused version, the next one is checked against the files put back', () => {
  expect(applyVersion({}).ok).toBe(true)
  const broken = edited(AERO, (text) => text.replace(/^product: .*$/m, 'product: no-such-rower'))
  const refused = applyVersion({ [AERO]: broken })
  expect(refused.ok).toBe(false)
  if (!refused.ok) expect(refused.problems.map((problem) => problem.file)).toContain(AERO)
  // This version leaves the refused review as it was before: the copy must hold that text again.
  const next = applyVersion({ [VISTA]: edited(VISTA, (text) => `${text}\n# a second look\n`) })
  expect(next.ok).toBe(true)
  const full = loadContent(FIXTURE_ROOT)
  if (!next.ok || !full.ok) throw new Error('both should pass')
  expect(next.content.reviews.get('aerorow-pro-air')).toEqual(full.content.reviews.get('aerorow-pro-air'))
})

test('a rule over every review still finds an unchanged review that a version made a copy of', () => {
  expect(applyVersion({}).ok).toBe(true)
  const reason = /^ {2}durability: (.*)$/m
  const aeroReason = reason.exec(original.get(AERO)!)![1]!
  const result = applyVersion({ [VISTA]: edited(VISTA, (text) => text.replace(reason, `  durability: ${aeroReason}`)) })
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.problems.filter((problem) => problem.message.includes('word for word')).map((problem) => problem.file).sort()).toEqual([AERO, VISTA])
})
