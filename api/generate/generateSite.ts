import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Content } from '../../engine/load/Content.ts'
import { robotsTxt, sitemapPaths, sitemapXml } from './seoFiles.ts'
import { clientDir, COMPRESSIBLE, fileForUrl, manifestPath } from './generatedFiles.ts'
import type { GeneratedManifest } from './generatedFiles.ts'
import { hoistImagePreloads } from './hoistImagePreloads.ts'
import { prepareBody } from './PreparedBody.ts'
import { renderUrl } from './renderUrl.ts'
import { shownPricesExpire } from './priceLifetime.ts'
import { surrogateKeys } from './surrogateKeys.ts'
import { bundleStylesheets } from './stylesheetBundles.ts'
import { bytesHash, PageCache, pageCacheDir, twinsDir } from './pageCache.ts'
import type { ManifestPage } from './pageCache.ts'
import { contentPrint, pageKey } from './pageInputs.ts'
import { variantCacheDir, writeVariants } from '../images/imageVariants.ts'
import { ROUTES } from '../../engine/catalogue/siteRoutes.ts'
import type { StylesheetBundles } from './stylesheetBundles.ts'
import { IMAGES_DIR } from '../../engine/content/contentLayout.ts'

type PhaseLog = (name: string, ms: number) => void

/** Pages whose output depends only on the content: every sitemap URL and the comparison's default view. */
export const generatedUrls = (content: Content) => [...sitemapPaths(content), ROUTES.compare]

/** Views rendered on request whose stylesheet set no generated page has: rendered only to bundle it. */
const QUERY_VIEWS = ['/search?query=treadmill', `${ROUTES.comparePrint}?ids=`]

/** A URL no page answers, rendered once as 404.html. */
const NOT_FOUND_PROBE = '/__generated-404__'

/**
 * Writes every content-only page into dist/client as HTML, with 404.html, sitemap.xml,
 * robots.txt and the catalogue images (each raster photo also as AVIF, WebP and a fallback at
 * three widths; each SVG a page previews with also as a PNG), then a .br and .gz twin of every
 * text file: dist/client becomes a complete static site. A page whose inputs (pageInputs.ts) are
 * those of a page an earlier build made is taken from the page cache, not rendered; what did not
 * change since the last build (images, variants, twins) is not written again. `root` is the
 * project (its dist/ is written); `contentDir` holds the content.
 * Returns what it wrote; `phase` hears how long each step took (npm run build prints it).
 */
export async function generateSite(root: string, content: Content, contentDir: string = root, phase: PhaseLog = () => {}): Promise<GeneratedManifest> {
  const out = clientDir(root)
  let mark = performance.now()
  const done = (name: string) => {
    phase(name, performance.now() - mark)
    mark = performance.now()
  }
  const before = readManifest(root)
  const code = codeStamp(root)
  // Bundles named in kept pages stay valid while the code is the one they were made by.
  const stylesheets: StylesheetBundles = before?.code === code ? { ...before.stylesheets } : {}
  const placed = new Map((before?.pages ?? []).map((page) => [page.url, page]))
  const { pages, previews, rendered } = await generatePages(content, { out, code, stylesheets, placed }, new PageCache(pageCacheDir(root), twinsDir(root)))
  const notFound = await renderUrl(content, NOT_FOUND_PROBE)
  if (notFound?.status !== 404) throw new Error('generating 404.html: the error page did not answer 404')
  write(out, '404.html', hoistImagePreloads(bundleStylesheets(notFound.body, out, stylesheets)))
  write(out, 'sitemap.xml', sitemapXml(content))
  write(out, 'robots.txt', robotsTxt(content))
  writeMissingBundles(out, stylesheets)
  removeGone(out, before, pages)
  done(`rendering ${rendered + 1} pages, keeping ${pages.length - rendered} made by earlier builds from the same inputs`)
  cpSync(join(contentDir, IMAGES_DIR), join(out, 'images'), { recursive: true, filter: (from, to) => !sameStat(from, to) })
  await writeVariants(join(contentDir, IMAGES_DIR), join(out, 'images'), variantCacheDir(root), [...previews], before?.code === code)
  done('images and photo variants')
  await precompress(out, twinsDir(root))
  done('brotli and gzip twins')
  const { book } = content.catalogue.prices
  const manifest: GeneratedManifest = { pages, notFound: '404.html', stylesheets, prices: { version: book.version, demo: book.demo }, code }
  writeFileSync(manifestPath(root), JSON.stringify(manifest, null, 2))
  return manifest
}

/** Where pages go: the folder, the code's fingerprint, the stylesheet bundles, and what the last build placed there. */
type Target = { out: string; code: string; stylesheets: StylesheetBundles; placed: ReadonlyMap<string, ManifestPage> }

/**
 * Every generated page into `out`: each kept page whose inputs are unchanged (pageInputs.ts) is
 * placed as it was, every other one rendered and kept. The query-only views are rendered only for
 * their stylesheet sets.
 */
async function generatePages(content: Content, { out, code, stylesheets, placed }: Target, cache: PageCache) {
  const print = contentPrint(content)
  const pages: GeneratedManifest['pages'] = []
  const previews = new Set<string>()
  let rendered = 0
  for (const url of generatedUrls(content)) {
    const kept = cache.reuse(url, (shows) => pageKey(print, code, url, shows), out, placed.get(url))
    if (kept) {
      const { url: keptUrl, file, keys, expiresAt, shows, inputs } = kept
      pages.push({ url: keptUrl, file, keys, expiresAt, shows, inputs })
      for (const preview of kept.previews ?? []) previews.add(preview)
      continue
    }
    const { html, page } = await renderPage(content, url, out, stylesheets)
    rendered++
    const named = previewImages(html)
    for (const preview of named) previews.add(preview)
    write(out, page.file, html)
    const entry = { ...page, inputs: pageKey(print, code, url, page.shows ?? []) }
    cache.keep(entry, html, named)
    pages.push(entry)
  }
  for (const url of QUERY_VIEWS) await renderPage(content, url, out, stylesheets)
  cache.save()
  return { pages, previews, rendered }
}

/** One page rendered as the build writes it, with its manifest entry. */
async function renderPage(content: Content, url: string, out: string, stylesheets: StylesheetBundles) {
  const rendered = await renderUrl(content, url)
  if (rendered?.status !== 200) throw new Error(`generating ${url}: the page answered ${rendered?.status ?? 'nothing'}`)
  const html = hoistImagePreloads(bundleStylesheets(rendered.body, out, stylesheets))
  const expiresAt = shownPricesExpire(rendered.shows, content.catalogue.prices.book)
  const shows = [...rendered.shows].toSorted()
  return { html, page: { url, file: fileForUrl(url), keys: surrogateKeys(url, rendered.shows), shows, ...(expiresAt === undefined ? {} : { expiresAt }) } }
}

/** The manifest of the last build, if any. */
function readManifest(root: string): GeneratedManifest | undefined {
  return existsSync(manifestPath(root)) ? (JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest) : undefined
}

/** The fingerprint of the code the bundles were built from (bundleBuild.mjs); a new one each time when unknown. */
function codeStamp(root: string): string {
  const stamp = join(root, 'dist/.bundle-inputs')
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : `unknown ${Date.now()}`
}

/** A bundle a kept page links that the bundle build removed is written again from its stylesheets. */
function writeMissingBundles(out: string, stylesheets: StylesheetBundles) {
  for (const [hrefs, bundle] of Object.entries(stylesheets)) {
    if (existsSync(join(out, bundle))) continue
    writeFileSync(join(out, bundle), hrefs.split(' ').map((href) => readFileSync(join(out, href), 'utf8')).join('\n'))
  }
}

/** The files of pages the last build generated and this one does not (a review removed), with their twins. */
function removeGone(out: string, before: GeneratedManifest | undefined, pages: GeneratedManifest['pages']) {
  const files = new Set(pages.map((page) => page.file))
  for (const page of before?.pages ?? []) {
    if (!files.has(page.file)) for (const suffix of ['', '.br', '.gz']) rmSync(join(out, page.file + suffix), { force: true })
  }
}

/** Whether `to` is already a copy of `from`: same size, written after it. */
function sameStat(from: string, to: string): boolean {
  if (!existsSync(to)) return false
  const [a, b] = [statSync(from), statSync(to)]
  // A folder is always entered: a folder the last build wrote may have new files since.
  return !a.isDirectory() && a.size === b.size && b.mtimeMs >= a.mtimeMs
}

/** The link-preview images a page names (Open Graph), as paths under the images folder. */
function previewImages(html: string): string[] {
  return [...html.matchAll(/<meta property="og:image" content="[^"]*?\/images\/([^"]+)"/g)].map((match) => match[1]!)
}

function write(out: string, file: string, body: string) {
  mkdirSync(dirname(join(out, file)), { recursive: true })
  writeFileSync(join(out, file), body)
}

/**
 * Best compression, once, at build: servers and CDNs then send the bytes as they are. Brotli is
 * most of a large build's time (about 20 ms a page), so files are compressed in zlib's thread pool,
 * as many at once as the machine has cores, and each file's twins are kept under a hash of its
 * bytes: a rebuild compresses only the pages that changed.
 */
async function precompress(dir: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true })
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  await eachAtOnce(files, availableParallelism(), async (path) => {
    if (twinsCurrent(path)) return
    const bytes = readFileSync(path)
    const cached = join(cacheDir, bytesHash(bytes))
    if (!existsSync(`${cached}.br`) || !existsSync(`${cached}.gz`)) {
      const prepared = prepareBody(bytes, 'best')
      await Promise.all([prepared.make('br'), prepared.make('gzip')])
      writeFileSync(`${cached}.gz`, prepared.body('gzip'))
      writeFileSync(`${cached}.br`, prepared.body('br'))
    }
    copyFileSync(`${cached}.br`, `${path}.br`)
    copyFileSync(`${cached}.gz`, `${path}.gz`)
  })
}

/** Whether a file's twins were written after it (a page the build kept, or a file it did not write again). */
function twinsCurrent(path: string): boolean {
  const written = statSync(path).mtimeMs
  return ['.br', '.gz'].every((suffix) => existsSync(path + suffix) && statSync(path + suffix).mtimeMs >= written)
}

/** Runs `work` on every item, `width` at a time. */
async function eachAtOnce<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: width }, lane))
}
