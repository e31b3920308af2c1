import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// Folders show the layers: a folder may import another, or be imported by it, never both. A parent
// folder that imports its subfolders while they import it back (a registry and its entries, a
// store and its parts) reads as one tangle; what both sides need belongs in a folder of its own.

/** The code that ships, as the layer check reads it. */
const ROOTS = ['api', 'engine', 'renderer']

/** A relative import or re-export's specifier, static or dynamic, type-only included. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g

/** Every module of ours under the roots, tests left out, as paths relative to the project. */
function modules(dir: string): string[] {
  return readdirSync(join(projectRoot(), dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'catalogue' ? [] : modules(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Each folder's imports of other folders, as "from -> to" with one module that makes it. */
function folderImports(): Map<string, string> {
  const edges = new Map<string, string>()
  for (const file of ROOTS.flatMap(modules)) {
    for (const [, specifier] of readFileSync(join(projectRoot(), file), 'utf8').matchAll(IMPORT)) {
      const [from, to] = [dirname(file), dirname(normalize(join(dirname(file), specifier!)))]
      if (from !== to && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, relative(from, file))
    }
  }
  return edges
}

test('no two folders of the shipped code import each other', () => {
  const edges = folderImports()
  const pairs = [...edges.keys()].flatMap((edge) => {
    const [from, to] = edge.split(' -> ') as [string, string]
    return from < to && edges.has(`${to} -> ${from}`) ? [`${from} (${edges.get(edge)}) and ${to} (${edges.get(`${to} -> ${from}`)})`] : []
  })
  expect(pairs).toEqual([])
  // The scan reads the imports it is about: the registry's imports of every section folder.
  expect(edges.has('engine/sections -> engine/sections/faq')).toBe(true)
})
