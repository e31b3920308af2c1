import { ContentStore } from '../content/ContentStore.server.ts'
import { IMAGES_DIR } from '../content/contentLayout.ts'
import type { SchemaValidator } from '../content/schemaValidator.server.ts'
import { loadContent } from './loadContent.server.ts'
import type { LoadResult } from './loadContent.server.ts'

/**
 * Checks the content under `contentDir` again and again, re-parsing and re-validating only the files
 * whose text changed since the last check, and keeping what a rule found in a document while the
 * document and what the rule read besides it are unchanged (ContentStore.found); the rules over the
 * whole content run again, so the answer is always the one a fresh `loadContent(contentDir)` would give.
 */
export class IncrementalCheck {
  readonly #store: ContentStore
  readonly #private: boolean
  readonly #watched: boolean

  /**
   * `privateFolder`: only the caller writes `contentDir`, and its images do not change (a publish's
   * working copy, with a build's images): each check is told which files were written and reads
   * only those, and what the image check found is kept too. `watched`: the caller watches the
   * folder and names the files changed since the last check (`--watch`, development), so the
   * image checks run again only when a changed path may be an image. `validator`: the schemas'
   * validators to check with (a server's, compiled by its build), else the process's.
   */
  constructor(
    readonly contentDir: string,
    { privateFolder = false, watched = false, validator }: { privateFolder?: boolean; watched?: boolean; validator?: SchemaValidator } = {},
  ) {
    this.#store = new ContentStore({ imagesFixed: privateFolder, imagesReported: watched, validator })
    this.#private = privateFolder
    this.#watched = watched
  }

  /**
   * Checks the content again. `changed`: in a private folder, every file written since the last
   * check; in a watched one, every path changed since the last check (relative to the content
   * folder), or undefined when unknown. `values`: a build's file of parsed values, read for this
   * check only.
   */
  check(changed?: Iterable<string>, values?: string): LoadResult {
    if (this.#private && changed) this.#store.expect(changed)
    if (this.#watched && (!changed || [...changed].some(mayBeImage))) this.#store.imagesChanged()
    if (values) this.#store.readValuesOnce(values)
    const result = loadContent(this.contentDir, { store: this.#store })
    this.#store.endLoad()
    return result
  }

  /** How many files' parsed results are kept. */
  get cachedFiles(): number {
    return this.#store.size
  }
}

/** Whether a changed path may be an image or hold one: anything but a content YAML file outside the images folder. */
const mayBeImage = (path: string) => !/\.ya?ml$/.test(path) || path.startsWith(`${IMAGES_DIR}/`)
