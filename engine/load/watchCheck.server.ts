import type { SchemaValidator } from '../content/schemaValidator.server.ts'
import { performance } from 'node:perf_hooks'
import { IncrementalCheck } from './IncrementalCheck.server.ts'
import type { LoadResult } from './loadContent.server.ts'
import { watchContent } from './watchContent.server.ts'

/** One check made by `--watch`: its result, the files whose change caused it ([] at start), its cost. */
export type CheckRun = { result: LoadResult; changed: string[]; ms: number }

/**
 * Checks the content under `contentDir` now, then again after every change, each time handing the run
 * to `onRun`, validating with `validator`. Returns a function that stops watching.
 */
export function watchCheck(contentDir: string, onRun: (run: CheckRun) => void, validator?: SchemaValidator): () => void {
  const checker = new IncrementalCheck(contentDir, { watched: true, validator })
  const run = (changed: string[]): void => {
    const start = performance.now()
    // The first run ([]) checks every image; later ones, only after a change that may be one.
    const result = checker.check(changed.length ? changed : undefined)
    onRun({ result, changed, ms: performance.now() - start })
  }
  // Watch before the first check, so a save made as soon as its report appears is not missed.
  const stop = watchContent(contentDir, run)
  run([])
  return stop
}
