import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { readKeptRankings } from '../../api/generate/keptRankingsFile.ts'
import { checkedContentPath, keptRankingsPath } from '../../api/generate/generatedFiles.ts'

// A start reads the rankings a build kept only when they were kept for the content that build
// recorded as checked: a build stopped between the two leaves rankings of other content behind.

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

function build(checked: string | undefined, kept: string): void {
  root = mkdtempSync(join(tmpdir(), 'kept-rankings-'))
  mkdirSync(join(root, 'dist'))
  if (checked !== undefined) writeFileSync(checkedContentPath(root), JSON.stringify({ digest: checked }))
  writeFileSync(keptRankingsPath(root), kept)
}

const rankings = (content: string) => JSON.stringify({ content, categories: { treadmills: { order: ['a'], prices: [null], awards: [], rankedOn: '2026-01-01', until: null } } })

test('rankings kept for the content recorded as checked are read', () => {
  build('digest-1', rankings('digest-1'))
  expect(readKeptRankings(root)?.categories.treadmills?.order).toEqual(['a'])
})

test('rankings of other content, without a record, or unreadable are not read', () => {
  build('digest-2', rankings('digest-1'))
  expect(readKeptRankings(root)).toBeUndefined()
  rmSync(root, { recursive: true, force: true })
  build(undefined, rankings('digest-1'))
  expect(readKeptRankings(root)).toBeUndefined()
  rmSync(root, { recursive: true, force: true })
  build('digest-1', '{"content": "digest-1", "categ')
  expect(readKeptRankings(root)).toBeUndefined()
})
