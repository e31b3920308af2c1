import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { largeCataloguesAsFolders } from '../../bench/catalogueFolder.ts'
import { writeDemoContent } from '../../bench/demoContent.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'

const parent = mkdtempSync(join(tmpdir(), 'demo-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

test('gen:demo writes a valid content set with the asked number of reviews, images included', () => {
  const out = join(parent, 'content')
  expect(writeDemoContent(FIXTURE_ROOT, out, 45)).toEqual({ reviews: 45 })
  const result = loadContent(out)
  expect(result.ok ? [] : formatProblems(result.problems)).toEqual([])
  if (!result.ok) return
  expect(result.content.reviews.size).toBe(45)
  for (const product of result.content.catalogue.all()) expect(existsSync(join(out, 'api/catalogue', product.image)), product.image).toBe(true)
})

test('gen:demo refuses a folder that is not empty, and fewer reviews than the site has', () => {
  const out = join(parent, 'content')
  expect(() => writeDemoContent(FIXTURE_ROOT, out, 45)).toThrow(/not empty/)
  expect(() => writeDemoContent(FIXTURE_ROOT, join(parent, 'other'), 3)).toThrow(`at least ${fixtureContent().reviews.size}`)
  expect(existsSync(join(parent, 'other'))).toBe(false)
  expect(readdirSync(parent)).toEqual(['content'])
})

test('gen:demo writes a catalogue grown past the threshold as a folder, and the content loads the same', () => {
  const out = join(parent, 'folders')
  writeDemoContent(FIXTURE_ROOT, out, 45)
  const before = loadContent(out)
  // The fixture's categories list 14 to 25 products before the clones: treadmills at least becomes a folder.
  const moved = largeCataloguesAsFolders(out, 24)
  expect(moved).toContain('treadmills')
  for (const slug of moved) {
    expect(existsSync(join(out, 'api/catalogue', `${slug}.yaml`))).toBe(false)
    expect(readdirSync(join(out, 'api/catalogue', slug, 'products')).length).toBeGreaterThan(0)
  }
  const after = loadContent(out)
  if (!before.ok || !after.ok) throw new Error(formatProblems([...(before.ok ? [] : before.problems), ...(after.ok ? [] : after.problems)]))
  expect(after.content.catalogue.all().map((product) => product.id)).toEqual(before.content.catalogue.all().map((product) => product.id))
})
