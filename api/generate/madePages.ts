import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PreparedBody } from './PreparedBody.ts'

/**
 * Where a serving process keeps the generated pages it made again after a price or content change:
 * a folder of its own (in the system's temporary folder), one file per page, read on request like
 * the build's files. The page table then holds each page's facts, not its body, so a refresh of
 * every price leaves the process's memory where it was: the bodies asked for are kept by the
 * answer table, within its bytes. The folder is made on the first page and removed by `remove()`
 * (the server's stop).
 */
export class MadePages {
  #dir: string | undefined
  #written = 0
  #removed = false

  /** The page with its body written to a file of this folder: what the page table keeps. */
  async keep<Page extends { made: PreparedBody }>(page: Page): Promise<Omit<Page, 'made'> & { file: string; twins: false }> {
    if (this.#removed) throw new Error('the made pages\' folder was removed: the process is stopping')
    this.#dir ??= mkdtempSync(join(tmpdir(), 'made-pages-'))
    const file = join(this.#dir, `${++this.#written}.html`)
    await writeFile(file, page.made.identity)
    const { made: _body, ...facts } = page
    return { ...facts, file, twins: false }
  }

  /** Deletes the file of a page this folder kept, once another replaced it; the build's files stay. */
  discard(page: object): void {
    if (this.#dir && 'file' in page && typeof page.file === 'string' && dirname(page.file) === this.#dir) rmSync(page.file, { force: true })
  }

  /** Removes the folder and every page in it; a page made after it is held in memory (makePage). */
  remove(): void {
    if (this.#dir) rmSync(this.#dir, { recursive: true, force: true })
    this.#dir = undefined
    this.#removed = true
  }
}
