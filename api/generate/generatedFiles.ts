import { join } from 'node:path'
import type { PricesRead } from '../store/read/productsChangedSince.ts'
import type { StylesheetBundles } from './stylesheetBundles.ts'

/**
 * What the build generated: each URL and its file under dist/client (with its Surrogate-Key, and
 * when the first live price it shows grows too old, ms since the epoch), plus the 404 page, and
 * which prices the pages show: the offers store's price version and demo mark they were read at.
 */
export type GeneratedManifest = {
  /** Each page with the products it shows (`shows`) and the key of the inputs it was made from (`inputs`, see pageInputs.ts). */
  pages: { url: string; file: string; keys?: string | undefined; expiresAt?: number | undefined; shows?: string[]; inputs?: string }[]
  notFound: string
  stylesheets: StylesheetBundles
  prices?: PricesRead
  /** The fingerprint of the code the pages were rendered by. */
  code?: string
}

/** Beside dist/client, not in it: the static folder holds only what a CDN serves. */
export const manifestPath = (root: string) => join(root, 'dist/generated-pages.json')
export const clientDir = (root: string) => join(root, 'dist/client')
/**
 * What the YAML reader made of each content file at build time, by the hash of its text: the
 * production server's start reads these values instead of parsing the same texts again.
 */
export const contentValuesPath = (root: string) => join(root, 'dist/content-values')
/** Each review's value as the build checked it, one JSON file per review, for a server to read on request (ReviewShelf). */
export const reviewValuesDir = (root: string) => join(root, 'dist/reviews')
/** The digest of the content the build checked: a server start over the same bytes runs no rule again. */
export const checkedContentPath = (root: string) => join(root, 'dist/checked-content.json')
/** The same values without the reviews': what a start that reads its reviews on request parses (ReviewShelf). */
export const valuesBesideReviewsPath = (root: string) => join(root, 'dist/content-values-beside-reviews')
/** Every category's ranking at the prices the build rendered with, for a server over the same content (keptRankings.ts). */
export const keptRankingsPath = (root: string) => join(root, 'dist/kept-rankings.json')
/** The content schemas compiled to validators at build time, so a server start compiles none. */
export const precompiledSchemasPath = (root: string) => join(root, 'dist/schema-validators.cjs')
/** The catalogue images as built: each photo with its AVIF, WebP and fallback widths. */
export const builtImagesDir = (root: string) => join(clientDir(root), 'images')

/**
 * Clean URLs as files any static server finds: /about is about.html, / is index.html (sirv,
 * serve-handler, nginx `try_files $uri $uri.html`, and CDN static hosts all resolve them).
 */
export const fileForUrl = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`)

/** Text files that gain .br and .gz twins. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|svg|json|xml|txt)$/
