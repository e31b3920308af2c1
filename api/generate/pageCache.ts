import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GeneratedManifest } from './generatedFiles.ts'

/** One generated page as the manifest lists it. */
export type ManifestPage = GeneratedManifest['pages'][number]

/** A page the cache holds: its manifest entry (with its inputs' key), the hash of its HTML, and the images its link preview names. */
type CachedPage = ManifestPage & { inputs: string; html: string; previews?: string[] }

/** Where the page cache lives; `npm run build` keeps it between builds (empty it to build every page). */
export const pageCacheDir = (root: string) => join(root, 'node_modules/.cache/pages')
/** Where the build keeps the .br and .gz twins it made, by the hash of the file they compress. */
export const twinsDir = (root: string) => join(root, 'node_modules/.cache/precompressed')

/** The name of a file's compressed twins in the build's compression cache (see generateSite's precompress). */
export const bytesHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 32)

/**
 * The pages of earlier builds, by URL, each under the key of the inputs it was rendered from
 * (pageInputs.ts): a build renders a page again only when its key changed. The HTML is kept by its
 * hash beside the compressed twins, so a page is reused whether dist/ still holds it or another
 * content's build replaced it meanwhile.
 */
export class PageCache {
  readonly #index: Record<string, CachedPage>
  readonly #dir: string
  readonly #twins: string

  constructor(dir: string, twins: string) {
    this.#dir = dir
    this.#twins = twins
    mkdirSync(dir, { recursive: true })
    const indexFile = join(dir, 'index.json')
    this.#index = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, CachedPage>) : {}
  }

  /**
   * The page kept for `url` when `keyOf` (given the products it showed) still gives the key it was
   * kept under, its shown prices are still current and its HTML is still kept; its file is then
   * placed at `out`, unless `placed` (the last build's entry for the URL) says it is there already.
   */
  reuse(url: string, keyOf: (shows: readonly string[]) => string, out: string, placed: ManifestPage | undefined, now = Date.now()): CachedPage | undefined {
    const kept = this.#index[url]
    if (!kept || (kept.expiresAt !== undefined && kept.expiresAt <= now) || keyOf(kept.shows ?? []) !== kept.inputs) return undefined
    const html = join(this.#dir, `${kept.html}.html`)
    if (!existsSync(html)) return undefined
    const target = join(out, kept.file)
    // The last build's manifest says what dist/ holds: a page it placed from the same inputs is there.
    if (!(placed?.inputs === kept.inputs && placed.file === kept.file && existsSync(target))) {
      mkdirSync(join(target, '..'), { recursive: true })
      copyFileSync(html, target)
      for (const twin of ['br', 'gz']) if (existsSync(join(this.#twins, `${kept.html}.${twin}`))) copyFileSync(join(this.#twins, `${kept.html}.${twin}`), `${target}.${twin}`)
    }
    return kept
  }

  /** Keeps a page just rendered, with its HTML. */
  keep(page: ManifestPage & { inputs: string }, html: string, previews: readonly string[]): void {
    const hash = bytesHash(html)
    writeFileSync(join(this.#dir, `${hash}.html`), html)
    this.#index[page.url] = { ...page, html: hash, ...(previews.length ? { previews: [...previews] } : {}) }
  }

  save(): void {
    writeFileSync(join(this.#dir, 'index.json'), JSON.stringify(this.#index))
  }
}
