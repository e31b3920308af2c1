import { join } from 'node:path'
import { demoOfferBook } from '../../api/store/demo/demoOfferBook.ts'
import { readRetailers } from '../../api/store/retailers.ts'
import type { Content } from '../../engine/load/Content.ts'
import { resolveContentDir } from '../../engine/load/resolveContentDir.server.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { NO_OFFERS, useOfferBook } from '../../engine/shop/offerBook.ts'

/**
 * The fixture content set: a complete, fixed site (every page kind and section type, with its own
 * images) that tests asserting counts, ids, order or one product's facts run on. It changes only
 * with the tests, never when editors add content to the site.
 */
export const FIXTURE_ROOT = join(projectRoot(), 'tests/fixtures/content')

const loaded = new Map<string, Content>()

/**
 * The content under `root`, loaded once per test file; fails loudly with the problems if invalid.
 * When first loaded, its pages are given the prices a store holding the content's demo feed gives
 * (what a server's first start imports); a test may read another store's offers after this.
 */
export function contentAt(root: string): Content {
  const known = loaded.get(root)
  if (known) return known
  const result = loadContent(root)
  if (!result.ok) throw new Error(`the content in ${root} is invalid:\n${formatProblems(result.problems)}`)
  loaded.set(root, result.content)
  useOfferBook(demoOfferBook(result.content, readRetailers(root)))
  return result.content
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
 * Forgets the contents loaded so far and the prices they gave: where several test files share one
 * process (tests/vitest.config.ts), each file starts as if it had the process to itself.
 */
export function forgetLoadedContent(): void {
  loaded.clear()
  useOfferBook(NO_OFFERS)
}
