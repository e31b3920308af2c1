import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Content } from '../../engine/load/Content.ts'
import { IMAGES_DIR } from '../../engine/load/loadCatalogue.server.ts'
import { robotsTxt, sitemapPaths, sitemapXml } from './seoFiles.ts'
import { clientDir, COMPRESSIBLE, fileForUrl, manifestPath } from './generatedFiles.ts'
import type { GeneratedManifest } from './generatedFiles.ts'
import { hoistImagePreloads } from './hoistImagePreloads.ts'
import { prepareBody } from './PreparedBody.ts'
import { renderUrl } from './renderUrl.ts'
import { shownPricesExpire } from '../prices/priceLifetime.ts'
import { surrogateKeys } from '../prices/surrogateKeys.ts'
import { bundleStylesheets } from './stylesheetBundles.ts'
import { variantCacheDir, writeVariants } from '../images/imageVariants.ts'
import { ROUTES } from '../../engine/catalogue/siteRoutes.ts'
import type { StylesheetBundles } from './stylesheetBundles.ts'

export type PhaseLog = (name: string, ms: number) => void

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
 * text file: dist/client becomes a complete static site. `root` is the project (its dist/ is
 * written); `contentDir` holds the content.
 * Returns what it wrote; `phase` hears how long each step took (npm run build prints it).
 */
export async function generateSite(root: string, content: Content, contentDir: string = root, phase: PhaseLog = () => {}): Promise<GeneratedManifest> {
  const out = clientDir(root)
  let mark = performance.now()
  const done = (name: string) => {
    phase(name, performance.now() - mark)
    mark = performance.now()
  }
  const pages: GeneratedManifest['pages'] = []
  const stylesheets: StylesheetBundles = {}
  const previews = new Set<string>()
  for (const url of [...generatedUrls(content), ...QUERY_VIEWS]) {
    const rendered = await renderUrl(content, url)
    if (rendered?.status !== 200) throw new Error(`generating ${url}: the page answered ${rendered?.status ?? 'nothing'}`)
    const html = hoistImagePreloads(bundleStylesheets(rendered.body, out, stylesheets))
    for (const preview of previewImages(html)) previews.add(preview)
    if (QUERY_VIEWS.includes(url)) continue
    write(out, fileForUrl(url), html)
    const expiresAt = shownPricesExpire(rendered.shows, content.catalogue.prices.book)
    pages.push({ url, file: fileForUrl(url), keys: surrogateKeys(url, rendered.shows), ...(expiresAt === undefined ? {} : { expiresAt }) })
  }
  const notFound = await renderUrl(content, NOT_FOUND_PROBE)
  if (notFound?.status !== 404) throw new Error('generating 404.html: the error page did not answer 404')
  write(out, '404.html', hoistImagePreloads(bundleStylesheets(notFound.body, out, stylesheets)))
  write(out, 'sitemap.xml', sitemapXml(content))
  write(out, 'robots.txt', robotsTxt(content))
  done(`rendering ${pages.length + 1} pages`)
  cpSync(join(contentDir, IMAGES_DIR), join(out, 'images'), { recursive: true })
  await writeVariants(join(contentDir, IMAGES_DIR), join(out, 'images'), variantCacheDir(root), [...previews])
  done('images and photo variants')
  precompress(out, join(root, 'node_modules/.cache/precompressed'))
  done('brotli and gzip twins')
  const { book } = content.catalogue.prices
  const manifest = { pages, notFound: '404.html', stylesheets, prices: { version: book.version, demo: book.demo } }
  writeFileSync(manifestPath(root), JSON.stringify(manifest, null, 2))
  return manifest
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
 * Best compression, once, at build: servers and CDNs then send the bytes as they are. Brotli 11 is
 * most of a large build's time (about 40 ms a page), so each file's twins are kept under a hash of
 * its bytes: a rebuild compresses only the pages that changed.
 */
function precompress(dir: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true })
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const bytes = readFileSync(path)
    const cached = join(cacheDir, createHash('sha256').update(bytes).digest('hex').slice(0, 32))
    if (!existsSync(`${cached}.br`) || !existsSync(`${cached}.gz`)) {
      const prepared = prepareBody(bytes, 'best')
      writeFileSync(`${cached}.gz`, prepared.body('gzip'))
      writeFileSync(`${cached}.br`, prepared.body('br'))
    }
    copyFileSync(`${cached}.br`, `${path}.br`)
    copyFileSync(`${cached}.gz`, `${path}.gz`)
  }
}
