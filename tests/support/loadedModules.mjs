// Preloaded into a process with `--import` (after tsx's): when the process exits, the file named by
// LOADED_MODULES_FILE lists every module it loaded, one a line: each ES module's URL (recorded by a
// load hook, which runs on Node's loader thread) and each CommonJS file's path.
import { appendFileSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

const file = process.env.LOADED_MODULES_FILE

/** The load hook: notes the module, then loads it as the hooks registered before (tsx's) do. */
export async function load(url, context, nextLoad) {
  if (file) appendFileSync(file, `${url}\n`)
  return nextLoad(url, context)
}

if (isMainThread && file) {
  register(import.meta.url)
  const { cache } = createRequire(import.meta.url)
  process.once('exit', () => appendFileSync(file, Object.keys(cache).map((path) => `${path}\n`).join('')))
}
