import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { CONTENT_DIGEST_WORKER } from '../../api/server/buildParts.ts'
import { contentFolderDigest, digestBeside, isRecordedChecked, recordChecked } from '../../engine/content/checkedContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { ReviewShelf, writeReviewValues } from '../../engine/load/ReviewShelf.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// A server starting over the content its build checked does not run the rules again: each file's
// size and time decide, so any change since the build (a file edited, added or a photo replaced) is checked.

const scratch = mkdtempSync(join(tmpdir(), 'checked-content-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const copy = (name: string) => {
  const dir = join(scratch, name)
  for (const folder of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, folder), join(dir, folder), { recursive: true, preserveTimestamps: true })
  return dir
}

test('the record holds while the content folder is the same files, wherever it is copied with their times, and not after any change', () => {
  const checked = copy('checked')
  const record = join(scratch, 'checked.json')
  recordChecked(record, checked)
  expect(isRecordedChecked(record, checked)).toBe(true)
  expect(isRecordedChecked(record, copy('same'))).toBe(true)
  const edited = copy('edited')
  writeFileSync(join(edited, 'pages-config/site.yaml'), '\n', { flag: 'a' })
  expect(isRecordedChecked(record, edited)).toBe(false)
  // An edit that keeps the file's length is an edit all the same.
  const sameLength = copy('same-length')
  const reviews = join(sameLength, 'pages-config/reviews')
  const review = join(reviews, readdirSync(reviews)[0]!)
  const text = readFileSync(review, 'utf8')
  const changed = text.replace(/title: (\S)/, (_, first: string) => `title: ${first === 'X' ? 'Y' : 'X'}`)
  expect([changed === text, changed.length]).toEqual([false, text.length])
  writeFileSync(review, changed)
  expect(isRecordedChecked(record, sameLength)).toBe(false)
  const added = copy('added')
  writeFileSync(join(added, 'pages-config/reviews/new-review.yaml'), 'title: x\n')
  expect(isRecordedChecked(record, added)).toBe(false)
  const photo = copy('photo')
  writeFileSync(join(photo, 'api/catalogue/images/new.svg'), '<svg/>')
  expect(contentFolderDigest(photo)).not.toBe(contentFolderDigest(checked))
  // A picture is known by its size and time: one written again is another picture.
  const before = contentFolderDigest(photo)
  writeFileSync(join(photo, 'api/catalogue/images/new.svg'), '<svg></svg>')
  expect(contentFolderDigest(photo)).not.toBe(before)
  // A FIFO named like a review is not read (that would hang), but it is not the checked content either.
  const fifo = copy('fifo')
  execFileSync('mkfifo', [join(fifo, 'pages-config/reviews/zz-fifo.yaml')])
  expect(isRecordedChecked(record, fifo)).toBe(false)
  expect(isRecordedChecked(join(scratch, 'no-record.json'), checked)).toBe(false)
})

test('content loaded as checked, its reviews read on request from the values a build wrote, is the content a full check loads', () => {
  const full = loadContent(FIXTURE_ROOT)
  if (!full.ok) throw new Error('the fixture content passes the check')
  const values = join(scratch, 'reviews')
  writeReviewValues(values, full.content.reviews)
  for (const reviews of [undefined, ReviewShelf.open(values)]) {
    const trusted = loadContent(FIXTURE_ROOT, { checked: true, reviews })
    if (!trusted.ok) throw new Error('the fixture content passes the check')
    const { catalogue, reviews: fullReviews, ...rest } = full.content
    const { catalogue: trustedCatalogue, reviews: trustedReviews, ...trustedRest } = trusted.content
    expect(trustedRest).toEqual(rest)
    expect([...trustedReviews]).toEqual([...fullReviews])
    expect(trustedReviews.size).toBe(fullReviews.size)
    // Each product links to its review page, as the catalogue of the full load does.
    expect(trustedCatalogue.all()).toEqual(catalogue.all())
  }
})

test('a shelf keeps the reviews asked for within its bytes and reads the others again', () => {
  const full = loadContent(FIXTURE_ROOT)
  if (!full.ok) throw new Error('the fixture content passes the check')
  const values = join(scratch, 'small-shelf')
  writeReviewValues(values, full.content.reviews)
  const [first, second] = [...full.content.reviews.keys()]
  const shelf = ReviewShelf.open(values, 1)!
  const asked = shelf.get(first!)
  expect(asked).toEqual(full.content.reviews.get(first!))
  // One byte keeps nothing: the next read is another object with the same value.
  shelf.get(second!)
  expect(shelf.get(first!)).not.toBe(asked)
  expect(shelf.get(first!)).toEqual(asked)
  const roomy = ReviewShelf.open(values)!
  expect(roomy.get(first!)).toBe(roomy.get(first!))
  expect(roomy.get('no-such-review')).toBeUndefined()
  expect(ReviewShelf.open(join(scratch, 'none'))).toBeUndefined()
})

test("a production start's digest, worked out on a thread of its own, is the folder's; without that thread the start works it out itself", async () => {
  const checked = copy('threaded')
  const record = join(scratch, 'threaded.json')
  recordChecked(record, checked)
  // The build's compiled thread (npm test builds first).
  const digest = await digestBeside(join(projectRoot(), CONTENT_DIGEST_WORKER), checked)
  expect(digest).toBe(contentFolderDigest(checked))
  expect(isRecordedChecked(record, checked, digest)).toBe(true)
  expect(isRecordedChecked(record, checked, 'the digest of other content')).toBe(false)
  // A build deployed without the thread's file gives no digest from it, and the start's own decides.
  const missing = await digestBeside(join(scratch, 'no-such-thread.js'), checked)
  expect(missing).toBeUndefined()
  expect(isRecordedChecked(record, checked, missing)).toBe(true)
})
