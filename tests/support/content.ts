import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { demoOfferBook } from '../../api/store/demo/demoOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { CONTENT_FOLDERS } from './growContent.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'

/**
 * The fixture content set: a complete, fixed site (every page kind and section type, with its own
 * images) that tests asserting counts, ids, order or one product's facts run on. It changes only
 * with the tests, never when editors add content to the site.
 */
export const FIXTURE_ROOT = join(projectRoot(), 'tests/fixtures/content')

/** The contents used by the running test file, by root. */
const loaded = new Map<string, Content>()

type Loaded = { signature: string; content: Content; offers: OfferBook }
/**
 * Contents loaded by earlier files in this process, by root, with the demo prices they give.
 * Loading a content set and pricing a year of its demo feed takes most of a second; test files
 * that share a process (tests/vitest.config.ts) and read the same unchanged files reuse them.
 */
const earlier = new Map<string, Loaded>()

/** Every content file under `root` with its size and modification time: changes when any file does. */
function signature(root: string): string {
  const dirs = CONTENT_FOLDERS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir))
  return dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .map((file) => {
      const stat = statSync(file)
      return `${file} ${stat.size} ${stat.mtimeMs}`
    })
    .join('\n')
}

function load(root: string): Loaded {
  const now = signature(root)
  const known = earlier.get(root)
  if (known?.signature === now) return known
  const result = loadContent(root)
  if (!result.ok) throw new Error(`the content in ${root} is invalid:\n${formatProblems(result.problems)}`)
  const fresh = { signature: now, content: result.content, offers: demoOfferBook(result.content, readRetailers(root)) }
  earlier.set(root, fresh)
  return fresh
}

/**
 * The content under `root`, loaded once per test file; fails loudly with the problems if invalid.
 * It shows the prices a store holding the content's demo feed gives (what a server's first start
 * imports); `pricedContent(content, book)` gives it at other offers.
 */
export function contentAt(root: string): Content {
  const known = loaded.get(root)
  if (known) return known
  const { content, offers } = load(root)
  const priced = pricedContent(content, offers)
  loaded.set(root, priced)
  return priced
}

/** The fixture content set (see FIXTURE_ROOT). */
export function fixtureContent(): Content {
  return contentAt(FIXTURE_ROOT)
}

/**
 * The site's own content: this repository's, or CONTENT_DIR's when set. Tests over it check only
 * rules that hold for any valid content, so they stay green whatever editors add.
 */
export function siteContent(): Content {
  return contentAt(resolveContentDir())
}

/**
 * Forgets the contents loaded so far: where several test files share one process
 * (tests/vitest.config.ts), each file starts as if it had the process to itself.
 */
export function forgetLoadedContent(): void {
  loaded.clear()
}
