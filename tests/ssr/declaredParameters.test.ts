import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { PAGE_KINDS } from '../../engine/pages/pageParameters.ts'
import type { PageKind } from '../../engine/pages/pageParameters.ts'
import { declaredQuery } from '../../renderer/declaredQuery.ts'
import { fixtureContent } from '../support/content.ts'

// A page reads its query only through its kind's declared parameters: the server renders and keeps
// pages by those alone, so a page reading any other name would show what its cached answer does not.

const contextWith = (search: Record<string, string>) => ({ urlParsed: { search }, content: fixtureContent(), routeParams: {} }) as unknown as PageContextServer

test('a page kind reading a parameter its list does not name fails, for every kind and every ad tag', () => {
  for (const kind of Object.keys(PAGE_KINDS) as PageKind[]) {
    const query = declaredQuery(contextWith({ utm_source: 'mail', gclid: 'x' }), kind)
    for (const name of ['utm_source', 'gclid', 'fbclid', 'view']) expect(() => query[name], `${kind} ?${name}`).toThrow(/declared parameters/)
  }
})

test('a page kind reads each declared parameter it was given, and nothing else shows through', () => {
  for (const kind of Object.keys(PAGE_KINDS) as PageKind[]) {
    const names = PAGE_KINDS[kind].names as readonly string[]
    const given = Object.fromEntries(names.map((name) => [name, `value of ${name}`]))
    const query = declaredQuery(contextWith({ ...given, utm_source: 'mail' }), kind)
    for (const name of names) expect(query[name], `${kind} ?${name}`).toBe(`value of ${name}`)
    expect(Object.keys(query).sort(), kind).toEqual([...names].sort())
  }
})

/** Every source file of the renderer and the engine. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

test('no page reads the query string past its declared parameters', () => {
  const root = projectRoot()
  const direct = [...sources(join(root, 'renderer')), ...sources(join(root, 'engine/pages'))]
    .filter((file) => !file.endsWith('declaredQuery.ts'))
    .filter((file) => /urlParsed\.(search|searchAll)\b|\burlOriginal\b/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
  expect(direct).toEqual([])
})
