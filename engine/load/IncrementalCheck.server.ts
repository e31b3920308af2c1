import { DocumentCache, withDocumentCache } from './DocumentCache.server.ts'
import { loadContent } from './loadContent.server.ts'
import type { LoadResult } from './loadContent.server.ts'

/**
 * Checks the content under `contentDir` again and again, re-parsing and re-validating only the files
 * whose text changed since the last check; the cross-file checks (ids, duplicates, images) run
 * in full each time, so the answer is always the one a fresh `loadContent(contentDir)` would give.
 */
export class IncrementalCheck {
  readonly #cache = new DocumentCache()

  constructor(readonly contentDir: string) {}

  check(): LoadResult {
    const result = withDocumentCache(this.#cache, () => loadContent(this.contentDir))
    this.#cache.prune()
    return result
  }

  /** How many files' parsed results are kept. */
  get cachedFiles(): number {
    return this.#cache.size
  }
}
