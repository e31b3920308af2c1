import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CATALOGUE_DIR } from './contentLayout.ts'

/** The folders of a content folder that the content and its rules read. */
const CONTENT_FOLDERS = ['pages-config', CATALOGUE_DIR]

/**
 * The digest of a content folder as the rules read it: every file under pages-config/ and
 * api/catalogue/ (photos included), by its path and its bytes. Two folders with the same digest
 * pass or fail the same check.
 */
export function contentFolderDigest(contentDir: string): string {
  const hash = createHash('sha256')
  const files = CONTENT_FOLDERS.flatMap((folder) => filesUnder(join(contentDir, folder)))
  for (const file of files.map((path) => relative(contentDir, path)).sort()) {
    const bytes = readFileSync(join(contentDir, file))
    hash.update(`${file}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('base64url')
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Records that the content in `contentDir` passed the check (the build does, beside what it generated). */
export function recordChecked(record: string, contentDir: string): void {
  writeFileSync(record, JSON.stringify({ digest: contentFolderDigest(contentDir) }))
}

/**
 * Whether the content in `contentDir` is byte for byte the one recorded as checked: then a load
 * need not run the content rules again (LoadOptions.checked). False without a readable record.
 */
export function isRecordedChecked(record: string, contentDir: string): boolean {
  try {
    const { digest } = JSON.parse(readFileSync(record, 'utf8')) as { digest?: unknown }
    return typeof digest === 'string' && digest === contentFolderDigest(contentDir)
  } catch {
    return false
  }
}
