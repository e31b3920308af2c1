// `npm run build` runs this after `vike build`: the page generator, which writes every page whose
// output depends only on the content as a finished document, over the content in CONTENT_DIR when set.
import { performance } from 'node:perf_hooks'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { precompileSchemas, precompiledValidator } from '../../engine/content/schemaValidator.server.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { demoOfferBook } from '../store/demo/demoOfferBook.ts'
import { openPreparedStore } from '../store/openContentStore.server.ts'
import { readOfferBook } from '../store/read/readOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import type { Content } from '../../engine/load/Content.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { checkedContentPath, contentValuesPath, precompiledSchemasPath, reviewValuesDir, valuesBesideReviewsPath } from './generatedFiles.ts'
import { textsBesideReviews, writeReviewValues } from '../../engine/load/ReviewShelf.server.ts'
import { recordChecked } from '../../engine/content/checkedContent.server.ts'
import { generateSite } from './generateSite.ts'
import { writeKeptRankings } from './keptRankingsFile.ts'

const root = projectRoot()
/** One line per phase of the build, as bench:scale reads them. */
const phase = (name: string, ms: number) => console.log(`  ${name}: ${(ms / 1000).toFixed(1)} s`)
const contentDir = resolveContentDir()
const start = performance.now()
// The schemas compiled once, for every later start of the production server; this build's own
// check runs on the same validators, so they are proven on the whole content before any serve.
precompileSchemas(precompiledSchemasPath(root))
const validator = precompiledValidator(precompiledSchemasPath(root))
if (!validator) throw new Error('the validators just compiled do not match the schemas')
// The values read here are kept for the production server's start (contentValuesPath).
const contentStore = new ContentStore({ values: contentValuesPath(root), saveValues: true, keepFindings: false, validator })
const loaded = loadContent(contentDir, { store: contentStore })
contentStore.endLoad()
contentStore.saveValuesOf(valuesBesideReviewsPath(root), textsBesideReviews(contentDir))
phase('loading and checking the content', performance.now() - start)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems))
  process.exit(1)
}
// The reviews first: a record of the checked content always has the reviews written beside it.
writeReviewValues(reviewValuesDir(root), loaded.content.reviews)
const checkedDigest = recordChecked(checkedContentPath(root), contentDir)
/**
 * The prices the pages show. By default those of the store the server will read (the demo feed
 * when it is empty). With BUILD_PRICES=demo, the content's own demo feed, whatever the store
 * holds: the build the tests compare with (`npm run build:current`) shows the prices they
 * compute from the content, not what earlier commands left in DATA_DIR.
 */
async function buildPrices(content: Content): Promise<OfferBook> {
  const source = process.env.BUILD_PRICES || 'store'
  if (source !== 'demo' && source !== 'store') {
    console.error(`BUILD_PRICES=${source}: write BUILD_PRICES=store (the offers store's prices, the default) or BUILD_PRICES=demo (the content's demo feed)`)
    process.exit(1)
  }
  if (source === 'demo') return demoOfferBook(content, readRetailers(contentDir))
  const { store } = await openPreparedStore(root, contentDir, content, { demo: true })
  try {
    return await readOfferBook(store, content.site.priceFreshness.maxAgeHours)
  } finally {
    await store.close()
  }
}
const pricesStart = performance.now()
const content = pricedContent(loaded.content, await buildPrices(loaded.content))
phase(process.env.BUILD_PRICES === 'demo' ? "pricing with the content's demo feed (BUILD_PRICES=demo)" : 'reading the prices (a new store imports the demo feed first)', performance.now() - pricesStart)
const manifest = await generateSite(root, content, contentDir, phase)
// The rankings the pages were rendered with (worked out by then), for a server start over the same content.
writeKeptRankings(root, content.catalogue, checkedDigest)
console.log(`generated ${manifest.pages.length} pages, 404.html, sitemap.xml and robots.txt into dist/client, with .br and .gz twins`)
