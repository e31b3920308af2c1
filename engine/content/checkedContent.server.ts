import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Worker } from 'node:worker_threads'
import { CATALOGUE_DIR } from './contentLayout.ts'

/** The folders of a content folder that the content and its rules read. */
const CONTENT_FOLDERS = ['pages-config', CATALOGUE_DIR]

/**
 * The digest of a content folder as the rules read it: every file under pages-config/ and
 * api/catalogue/ by its path, size and time of its last change (the quick check of rsync and make:
 * an edit, a checkout or a copy that does not keep times all change a file's time), and anything
 * else that is not a folder (a FIFO, a device, a link) by its path and kind, unread. Two folders
 * with the same digest pass or fail the same check; a copy that does not keep the files' times
 * only costs a full check. Nothing is read: at 10,000 reviews reading every YAML file took a
 * second of each start.
 */
export function contentFolderDigest(contentDir: string): string {
  const hash = createHash('sha256')
  const entries = CONTENT_FOLDERS.flatMap((folder) => entriesUnder(join(contentDir, folder)))
  for (const [file, regular] of entries.map(([path, regular]) => [relative(contentDir, path), regular] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!regular) {
      hash.update(`${file}\0not a file\0`)
      continue
    }
    const { size, mtimeMs } = statSync(join(contentDir, file))
    hash.update(`${file}\0${size}\0${mtimeMs}\0`)
  }
  return hash.digest('base64url')
}

/** Every entry below `folder` but folders, with whether it is a regular file. */
function entriesUnder(folder: string): [path: string, regular: boolean][] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory()).map((entry) => [join(entry.parentPath, entry.name), entry.isFile()])
}

/** Records that the content in `contentDir` passed the check (the build does, beside what it generated); gives its digest. */
export function recordChecked(record: string, contentDir: string): string {
  const digest = contentFolderDigest(contentDir)
  writeFileSync(record, JSON.stringify({ digest }))
  return digest
}

/** The digest of the content recorded as checked; undefined without a readable record. */
export function recordedDigest(record: string): string | undefined {
  try {
    const recorded = (JSON.parse(readFileSync(record, 'utf8')) as { digest?: unknown }).digest
    return typeof recorded === 'string' ? recorded : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the content in `contentDir` is the one recorded as checked, file by file: then a load
 * need not run the content rules again (LoadOptions.checked). False without a readable record.
 * `digest`: the folder's digest when it was worked out already (digestBeside), else worked out now.
 */
export function isRecordedChecked(record: string, contentDir: string, digest?: string): boolean {
  const recorded = recordedDigest(record)
  return recorded !== undefined && recorded === (digest ?? contentFolderDigest(contentDir))
}

/**
 * `contentFolderDigest(contentDir)` worked out on a thread of its own by the compiled `worker`
 * (contentDigestWorker.server.ts), so a server's start loads its code meanwhile: at 10,000 reviews
 * the digest stats 47,000 files, half a second. Undefined when the thread could not give it (the
 * caller works it out itself then); never a rejection.
 */
export function digestBeside(worker: string, contentDir: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    try {
      const thread = new Worker(worker, { workerData: contentDir })
      thread.once('message', (digest: unknown) => resolve(typeof digest === 'string' ? digest : undefined))
      thread.once('error', () => resolve(undefined))
      thread.once('exit', () => resolve(undefined))
    } catch {
      resolve(undefined)
    }
  })
}
