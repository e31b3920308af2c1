// `npm run prices:import -- FILE...`: imports retailer feeds (CSV or JSON Lines) into the store
// (DATABASE_URL, or store.sqlite in DATA_DIR). Bad rows are listed with file, line and reason and
// skipped; the good rows of all files are written in one transaction; it prints what changed and
// the Surrogate-Keys a CDN should purge for it.
// Then the price alerts the new prices fire go into the outbox, for a serving process to send.
// Price value is derived from the best current price, so it prints the ranking moves the new prices
// caused, each with its price as the cause, as rank:diff does for a content change.
import { priceMoves } from '../../engine/catalogue/priceMoves.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/load/resolveContentDir.server.ts'
import { importFeeds, knownIds } from './import/importFeeds.ts'
import { mailAfterImport } from './mail/afterImport.ts'
import { contentFor, openPreparedStore } from './openContentStore.server.ts'
import { describeLocation, storeLocation } from './storeConfig.ts'
import { productIds } from './storeContent.ts'
import { purgeLine } from './purgeKeys.ts'
import { readOfferBook } from './read/readOfferBook.ts'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: npm run prices:import -- FILE.csv|FILE.jsonl ...')
  process.exit(2)
}
try {
  const root = projectRoot()
  const contentDir = resolveContentDir()
  const content = contentFor(contentDir)
  const { store } = await openPreparedStore(root, contentDir, content, { demo: false })
  const maxAge = content.site.priceFreshness.maxAgeHours
  const shownBefore = await readOfferBook(store, maxAge)
  const started = Date.now()
  const result = await importFeeds(store, files, await knownIds(store, productIds(content)), (written, total) => console.error(`writing ${written} of ${total} rows`))
  const mail = await mailAfterImport(store, content, new Date())
  const moves = priceMoves(content.catalogue, shownBefore, await readOfferBook(store, maxAge))
  await store.close()
  for (const problem of result.problems) console.log(`${problem.file}:${problem.line}: ${problem.reason}; row skipped`)
  const products = [...new Set(result.changes.map((change) => change.product))].sort()
  for (const change of result.changes) console.log(`changed ${change.product} at ${change.retailer}: ${money(change.before)} -> ${money(change.after)}`)
  console.log(`${result.rows} good row(s), ${result.observationsAdded} new price(s), ${result.problems.length} row(s) skipped, ${products.length} product(s) with a changed price, in ${Date.now() - started} ms, into ${describeLocation(storeLocation(root))}`)
  // Every cached page and API answer showing one of these products carries its key.
  console.log(purgeLine(products))
  console.log(moves.length ? ['ranking moves the new prices caused:', ...moves].join('\n') : 'no ranking moved')
  console.log(`${mail.queued} price alert mail(s) queued in the outbox, ${mail.rearmed} alert(s) armed again after a rise, ${mail.swept} unconfirmed request(s) older than 7 days deleted`)
  process.exit(result.problems.length > 0 ? 1 : 0)
} catch (error) {
  console.error(`prices:import failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

function money(cents: number | undefined): string {
  return cents === undefined ? 'none' : `$${(cents / 100).toFixed(2)}`
}
