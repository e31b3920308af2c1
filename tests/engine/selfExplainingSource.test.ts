import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// Comments, docs, test names and YAML comments explain the code in its own words. A reference to
// a numbered section, decision, issue or finding of a document outside the repository tells a
// maintainer nothing, so this scan fails on any.

/** What holds no source of ours: git's data, installed packages, build output, test screenshots. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'tmp', '.vite'])

/** Files read as pictures or fonts, not as text. */
const BINARY = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.ico', '.woff', '.woff2'])

/** This file names the phrases it looks for. */
const THIS_FILE = 'tests/engine/selfExplainingSource.test.ts'

// The phrases are spelled with `\x20` for their space so that a plain text search over the tree,
// which a maintainer may run instead of this test, does not find this file.
const CITATION = /SPEC\x20sections?|DESIGN\x20decisions?|[Ii]ssues?\x20#?[0-9]|[Ff]indings?\x20[0-9]|[Ss]pec\x20sections?|\bSPEC\b|DESIGN\.md|SPEC\.md/

/** An example line citing an outside document, its phrase joined here for the same reason. */
const cite = (...parts: string[]): string => parts.join(' ')

/** Every text file of the project, as paths relative to its root. */
function sourceFiles(dir = projectRoot()): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (SKIPPED.has(entry.name)) return []
    if (entry.isDirectory()) return sourceFiles(path)
    if (!entry.isFile() || BINARY.has(extname(entry.name).toLowerCase())) return []
    return [relative(projectRoot(), path)]
  })
}

/** Each line that cites an outside document, as `file:line: text`. */
function citations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
}

describe('the source explains itself', () => {
  test('the scan reads code, tests, schemas, content, docs and deployment files', () => {
    const files = sourceFiles()
    for (const expected of ['README.md', 'package.json', 'Dockerfile', 'api/server/server.ts', 'pages-config/site.yaml', 'schemas/site.schema.json', THIS_FILE]) {
      expect(files).toContain(expected)
    }
    expect(files.some((file) => file.startsWith('node_modules/') || file.startsWith('dist/'))).toBe(false)
  })

  test.each([
    [cite('// The price a shopper pays (SPEC', 'section 3).')],
    [cite('/** Odd links redirect (DESIGN', 'decision 3). */')],
    [cite("describe('headers (finding", "8)', () => {")],
    [cite('# Honest with shoppers (issue', '9): the commission is disclosed.')],
    ['How the site performs on the measures of issues 8 and 11.'],
    ['See SPEC.md and DESIGN.md.'],
  ])('a citation is found: %s', (line) => {
    expect(citations('example', line)).toHaveLength(1)
  })

  test.each([['const label = SPEC_LABELS[key]'], ['alongside our findings you will find'], ['The technical specifications list.']])(
    'domain words are not citations: %s',
    (line) => {
      expect(citations('example', line)).toEqual([])
    },
  )

  test('no comment, doc, test name or YAML comment cites a section, decision, issue or finding', () => {
    const found = sourceFiles()
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => citations(file, readFileSync(join(projectRoot(), file), 'utf8')))
    expect(found).toEqual([])
  })
})
