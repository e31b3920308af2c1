import type { SchemaValidator } from '../../engine/content/schemaValidator.server.ts'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { IncrementalCheck } from '../../engine/load/IncrementalCheck.server.ts'
import type { ContentStore } from '../../engine/content/ContentStore.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import type { LoadResult } from '../../engine/load/loadContent.server.ts'
import type { ContentFiles } from '../store/contentVersions.ts'
import { readTexts, readVersionHashes, textHash } from '../store/contentVersions.ts'
import type { Store } from '../store/database/openStore.ts'
import { IMAGES_DIR } from '../../engine/content/contentLayout.ts'

/** The folders whose YAML files a content version holds; images are not published (they come with a build). */
const CONTENT_FOLDERS = ['pages-config', 'api/catalogue']

const isContentFile = (path: string) => /\.ya?ml$/.test(path) && !path.startsWith(`${IMAGES_DIR}/`)

/** Every content file under `contentDir`, by path, with its text. */
export function readContentFiles(contentDir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const folder of CONTENT_FOLDERS) {
    if (!existsSync(join(contentDir, folder))) continue
    for (const entry of readdirSync(join(contentDir, folder), { recursive: true, withFileTypes: true })) {
      const path = relative(contentDir, join(entry.parentPath, entry.name))
      if (entry.isFile() && isContentFile(path)) files.set(path, readFileSync(join(contentDir, path), 'utf8'))
    }
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** Each file's text hash. */
export const hashesOf = (files: ContentFiles): Map<string, string> => new Map([...files].map(([path, text]) => [path, textHash(text)]))

/** The paths added, changed or removed between two sets of file hashes, sorted. */
export function changedPaths(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()])
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort()
}

/**
 * The content made of `files` (a version's), checked, with the images under `imagesFrom`: written
 * into a temporary folder that is removed again. `store` keeps what was parsed, so a second
 * version sharing most texts with the first costs only its own files.
 */
export function loadFiles(imagesFrom: string, files: ContentFiles, store: ContentStore): LoadResult {
  const dir = filledFolder(imagesFrom, files)
  try {
    return loadContent(dir, { store })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A new temporary folder holding `files`, with the images of `imagesFrom` linked in. */
function filledFolder(imagesFrom: string, files: ContentFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'published-content-'))
  for (const [path, text] of files) write(dir, path, text)
  mkdirSync(join(dir, dirname(IMAGES_DIR)), { recursive: true })
  if (existsSync(join(imagesFrom, IMAGES_DIR))) symlinkSync(join(imagesFrom, IMAGES_DIR), join(dir, IMAGES_DIR), 'dir')
  return dir
}

/**
 * A folder of this process that holds one content version's files, checked as `loadContent` would
 * check them (re-reading only the files that changed since the last check), with the images of
 * the content the server was built with. Made from `contentDir`; `apply` moves it to another version.
 */
export class WorkingCopy {
  readonly dir: string
  readonly #check: IncrementalCheck
  #hashes: Map<string, string>
  /** Where a build kept the values it read (contentValuesPath), for the first check only. */
  #values: string | undefined
  /** Files put back after a failed check: the next check reads them again too. */
  #putBack: string[] = []

  /**
   * `values` names a build's store of the values it read: the first check, the whole content,
   * reads the files unchanged since the build from there instead of parsing them again.
   * `validator`: the schemas' validators to check with (a server's, compiled by its build).
   */
  constructor(contentDir: string, values?: string, validator?: SchemaValidator) {
    const files = readContentFiles(contentDir)
    this.dir = filledFolder(contentDir, files)
    this.#hashes = hashesOf(files)
    // Only this copy writes its folder, and the images are the build's.
    this.#check = new IncrementalCheck(this.dir, { privateFolder: true, validator })
    this.#values = values
  }

  /**
   * Writes the files that differ in `wanted` (path to hash; `texts` gives each new text) and
   * removes the ones it lacks, then checks the whole. A failed check puts the files back as they
   * were, so the copy always holds the last version that passed. Returns the check's result.
   */
  apply(wanted: ReadonlyMap<string, string>, texts: ReadonlyMap<string, string>): LoadResult {
    const changed = changedPaths(this.#hashes, wanted)
    const before = new Map(changed.map((path) => [path, existsSync(join(this.dir, path)) ? readFileSync(join(this.dir, path), 'utf8') : undefined]))
    for (const path of changed) {
      const hash = wanted.get(path)
      if (hash === undefined) rmSync(join(this.dir, path), { force: true })
      else write(this.dir, path, texts.get(hash)!)
    }
    const values = this.#values
    this.#values = undefined
    // Later checks re-read only the files that changed, so the store is not kept.
    const written = [...changed, ...this.#putBack]
    const result = this.#check.check(written, values)
    this.#putBack = result.ok ? [] : changed
    if (result.ok) {
      this.#hashes = new Map(wanted)
      return result
    }
    for (const [path, text] of before) {
      if (text === undefined) rmSync(join(this.dir, path), { force: true })
      else write(this.dir, path, text)
    }
    return result
  }

  /** Moves to the store's version `id`, reading only the texts it does not hold yet (see apply). */
  async applyVersion(store: Store, id: number): Promise<LoadResult> {
    const wanted = await readVersionHashes(store, id)
    const have = new Set(this.#hashes.values())
    return this.apply(wanted, await readTexts(store, [...new Set(wanted.values())].filter((hash) => !have.has(hash))))
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}

function write(dir: string, path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}
