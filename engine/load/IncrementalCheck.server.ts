import { ContentStore } from '../content/ContentStore.server.ts'
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

  /**
   * `privateFolder`: only the caller writes `contentDir`, and its images do not change (a publish's
   * working copy, with a build's images): each check is told which files were written and reads
   * only those, and what the image check found is kept too.
   */
  constructor(
    readonly contentDir: string,
    { privateFolder = false }: { privateFolder?: boolean } = {},
  ) {
    this.#store = new ContentStore({ imagesFixed: privateFolder })
    this.#private = privateFolder
  }

  /**
   * Checks the content again; in a private folder, `written` names every file written since the
   * last check. `values`: a build's file of parsed values, read for this check only.
   */
  check(written?: Iterable<string>, values?: string): LoadResult {
    if (this.#private && written) this.#store.expect(written)
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
