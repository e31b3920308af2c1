import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { largeCataloguesAsFolders } from './catalogueFolder.ts'
import { growDemoReviews } from './growDemoReviews.ts'
import { growCategory } from './growDemoCatalogue.ts'
import { CATALOGUE_DIR, REVIEWS_DIR } from '../engine/content/contentLayout.ts'

/** What a content set holds: the folders CONTENT_DIR points the loader, check, build and servers at. */
export const CONTENT_FOLDERS = ['pages-config', CATALOGUE_DIR] as const

/**
 * Writes a complete, valid content set with `reviews` reviews into `out`: the site settings,
 * categories, guides and pages of this repository, its catalogue with every image (photos and
 * illustrations), and its reviews, then as many more reviews as needed, each about a new catalogue
 * product cloned from an existing one (bench/growDemoReviews.ts); a category that grows past a
 * thousand products gets its catalogue as a folder (bench/catalogueFolder.ts), so no file passes
 * the size a content file may have. With `grown`, that category is grown to that many products,
 * most without a review (bench/growDemoCatalogue.ts). `out` must be empty or missing.
 */
export function writeDemoContent(source: string, out: string, reviews: number, grown?: { category: string; products: number }): { reviews: number } {
  if (existsSync(out) && readdirSync(out).length) throw new Error(`${out} is not empty; give a new or empty folder`)
  const originals = readdirSync(join(source, REVIEWS_DIR)).filter((name) => name.endsWith('.yaml')).length
  if (!Number.isSafeInteger(reviews) || reviews < originals) throw new Error(`--reviews must be a whole number of at least ${originals} (the reviews the site already has)`)
  mkdirSync(out, { recursive: true })
  for (const dir of CONTENT_FOLDERS) cpSync(join(source, dir), join(out, dir), { recursive: true })
  growDemoReviews(out, reviews)
  if (grown) growCategory(out, grown.category, grown.products)
  largeCataloguesAsFolders(out)
  return { reviews: readdirSync(join(out, REVIEWS_DIR)).length }
}
