import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// The offers store's tools (the importer, the feed generator, a server's first start) read
// retailers.yaml through the content loader: the same schema, the same file:line:col messages as
// `npm run check`, never a second reader that accepts what the check rejects or the other way round.

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function contentWithRetailers(text: string): string {
  dir = mkdtempSync(join(tmpdir(), 'retailers-'))
  mkdirSync(join(dir, 'pages-config'))
  writeFileSync(join(dir, 'pages-config/retailers.yaml'), text)
  return dir
}

const fixture = readFileSync(join(FIXTURE_ROOT, 'pages-config/retailers.yaml'), 'utf8')

test('the fixture content\'s retailers are read as the check reads them', () => {
  expect(readRetailers(FIXTURE_ROOT).map((retailer) => retailer.id)).toEqual(['example-fitness-depot', 'demo-cardio-outlet', 'sample-sports-warehouse'])
})

test('a retailer whose link has no {url} is refused at its line and column, as the check reports it', () => {
  const broken = fixture.replace('https://cardio-outlet.example/redirect?url={url}&aff=bhge-demo', 'https://cardio-outlet.example/redirect?aff=bhge-demo')
  const line = broken.split('\n').findIndex((text) => text.includes('redirect?aff=')) + 1
  expect(() => readRetailers(contentWithRetailers(broken))).toThrow(new RegExp(`pages-config/retailers\\.yaml:${line}:\\d+`))
})

test('a retailers file that is not YAML is refused with its position', () => {
  expect(() => readRetailers(contentWithRetailers('retailers:\n  - id: [unclosed\n'))).toThrow(/pages-config\/retailers\.yaml:\d+:\d+/)
})

test('a content without retailers.yaml has no retailers', () => {
  dir = mkdtempSync(join(tmpdir(), 'retailers-'))
  expect(readRetailers(dir)).toEqual([])
})
