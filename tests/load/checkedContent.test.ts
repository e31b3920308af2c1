import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { contentFolderDigest, isRecordedChecked, recordChecked } from '../../engine/content/checkedContent.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// A server starting over the content its build checked does not run the rules again: the bytes
// decide, so any change since the build (a file edited, added or a photo replaced) is checked.

const scratch = mkdtempSync(join(tmpdir(), 'checked-content-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const copy = (name: string) => {
  const dir = join(scratch, name)
  for (const folder of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, folder), join(dir, folder), { recursive: true })
  return dir
}

test('the record holds while the content folder is the same bytes, wherever it is, and not after any change', () => {
  const checked = copy('checked')
  const record = join(scratch, 'checked.json')
  recordChecked(record, checked)
  expect(isRecordedChecked(record, checked)).toBe(true)
  expect(isRecordedChecked(record, copy('same'))).toBe(true)
  const edited = copy('edited')
  writeFileSync(join(edited, 'pages-config/site.yaml'), '\n', { flag: 'a' })
  expect(isRecordedChecked(record, edited)).toBe(false)
  const added = copy('added')
  writeFileSync(join(added, 'pages-config/reviews/new-review.yaml'), 'title: x\n')
  expect(isRecordedChecked(record, added)).toBe(false)
  const photo = copy('photo')
  writeFileSync(join(photo, 'api/catalogue/images/new.svg'), '<svg/>')
  expect(contentFolderDigest(photo)).not.toBe(contentFolderDigest(checked))
  expect(isRecordedChecked(join(scratch, 'no-record.json'), checked)).toBe(false)
})

test('content loaded as checked is the content a full check loads', () => {
  const full = loadContent(FIXTURE_ROOT)
  const trusted = loadContent(FIXTURE_ROOT, { checked: true })
  if (!full.ok || !trusted.ok) throw new Error('the fixture content passes the check')
  const { catalogue, ...rest } = full.content
  const { catalogue: trustedCatalogue, ...trustedRest } = trusted.content
  expect(trustedRest).toEqual(rest)
  expect(trustedCatalogue.all()).toEqual(catalogue.all())
})
