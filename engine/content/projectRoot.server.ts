import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/**
 * The folder holding pages-config/ and schemas/. Found by walking up from this module, so it is
 * the same whether the code runs from source, from a bundle under dist/, or from a test.
 */
export function projectRoot(): string {
  if (cached) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'pages-config')) || !existsSync(join(dir, 'schemas'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('project root not found: no folder above this module holds pages-config/ and schemas/')
    dir = parent
  }
  cached = dir
  return dir
}
