import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The file in a content folder that records the published version the folder's content was made
 * from (written by each publish from it); not part of the content, and ignored by git.
 */
const BASE_FILE = '.content-version'

/** The version this checkout was made from, if it records one. */
export function readBase(contentDir: string): number | undefined {
  const file = join(contentDir, BASE_FILE)
  if (!existsSync(file)) return undefined
  const value = Number(readFileSync(file, 'utf8').trim())
  return Number.isInteger(value) && value >= 0 ? value : undefined
}

export function writeBase(contentDir: string, version: number): void {
  writeFileSync(join(contentDir, BASE_FILE), `${version}\n`)
}
