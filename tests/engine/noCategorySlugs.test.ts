import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { fixtureContent } from '../support/content.ts'

/** engine/ and renderer/ TypeScript, tests beside the code excepted (their fixtures name categories). */
function codeFiles(dir: string): string[] {
  return readdirSync(join(projectRoot(), dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name))
}

test('no category slug or spelling appears in engine/ or renderer/ code: categories are data', () => {
  const spellings = fixtureContent().categories.all().flatMap((category) => [category.slug, ...category.spellings])
  expect(spellings.length).toBeGreaterThan(5)
  const word = new RegExp(`(?<![\\w-])(${spellings.join('|')})(?![\\w-])`)
  const found = [...codeFiles('engine'), ...codeFiles('renderer')].flatMap((file) =>
    readFileSync(join(projectRoot(), file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (word.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  )
  expect(found).toEqual([])
})
