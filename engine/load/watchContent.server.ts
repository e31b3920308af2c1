import { existsSync, watch } from 'node:fs'
import type { FSWatcher } from 'node:fs'
import { join } from 'node:path'

/** The folders whose files the content check reads. */
const CONTENT_DIRS = ['pages-config', 'api/catalogue'] as const

/**
 * An editor's save is often several file-system events (write, rename, chmod) in a few
 * milliseconds; waiting this long after the last one checks once, and still feels instant.
 */
const SETTLE_MS = 25

/**
 * Calls `onChange` with the changed paths (relative to `contentDir`) once the content folders have been
 * quiet for a moment after a change. Returns a function that stops watching.
 */
export function watchContent(contentDir: string, onChange: (files: string[]) => void): () => void {
  let pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const flush = (): void => {
    timer = undefined
    const files = [...pending].sort()
    pending = new Set()
    onChange(files)
  }
  const watchers: FSWatcher[] = CONTENT_DIRS.filter((dir) => existsSync(join(contentDir, dir))).map((dir) =>
    watch(join(contentDir, dir), { recursive: true }, (_event, name) => {
      pending.add(name ? `${dir}/${name.toString().replaceAll('\\', '/')}` : dir)
      clearTimeout(timer)
      timer = setTimeout(flush, SETTLE_MS)
    }),
  )
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
