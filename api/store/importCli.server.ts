// `npm run prices:import -- [--retailer ID] FILE...`: imports retailer feeds into the store
// (DATABASE_URL, or store.sqlite in DATA_DIR): our own columns (CSV or JSON Lines, the retailer in
// each row), or with --retailer that shop's Google Merchant Center feeds (XML or tab-separated,
// plain or gzipped), whose items are matched to products by GTIN, then by brand and part number;
// items that match nothing are counted and listed in a report file. Bad rows are listed with file,
// line and reason and skipped; the good rows of all files are written in one transaction as they
// are read; it prints what changed and the Surrogate-Keys a CDN should purge for it.
// Then the price alerts the new prices fire go into the outbox, for a serving process to send.
// Price value is derived from the best current price, so it prints the ranking moves the new prices
// caused, each with its price as the cause, as rank:diff does for a content change.
import { priceMoves, rankingMoves } from '../../engine/catalogue/priceMoves.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { createWriteStream } from 'node:fs'
import { join } from 'node:path'
import { commandLine } from './commandLine.ts'
import { importFeeds, knownIds } from './import/importFeeds.ts'
import type { MerchantImport } from './import/importFeeds.ts'
import { productIndex } from './import/merchantItems.ts'
import type { MerchantItem } from './import/merchantFeed.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import type { Content } from '../../engine/load/Content.ts'
import { mailAfterImport } from './mail/afterImport.ts'
import { contentFor, openPreparedStore } from './openContentStore.server.ts'
import { dataDir, describeLocation, storeLocation } from './database/storeConfig.ts'
import { productIds } from './demo/storeContent.ts'
import { purgeLine } from './purgeKeys.ts'
import { readOfferBook } from './read/readOfferBook.ts'
import { formatCents } from '../../engine/format/money.ts'

const USAGE = 'usage: npm run prices:import -- FILE.csv|FILE.jsonl ...\n       npm run prices:import -- --retailer ID [--read-at ISO-TIME] [--country US] [--report FILE] MERCHANT-FEED.xml|.tsv|.gz ...'
const OPTIONS = { retailer: { type: 'string' }, 'read-at': { type: 'string' }, country: { type: 'string', default: 'US' }, report: { type: 'string' } } as const
const args = commandLine({ options: OPTIONS }, USAGE)
const files = args.positionals
if (files.length === 0) {
  console.error(USAGE)
  process.exit(2)
}
try {
  const root = projectRoot()
  const contentDir = resolveContentDir()
  const content = contentFor(contentDir)
  const report = args.values.retailer === undefined ? undefined : unmatchedReport(args.values.report ?? join(dataDir(root), `unmatched-${args.values.retailer}.tsv`))
  const merchant = args.values.retailer === undefined ? undefined : merchantImport(contentDir, content, args.values, report)
  const { store } = await openPreparedStore(root, contentDir, content, { demo: false })
  const maxAge = content.site.priceFreshness.maxAgeHours
  const shownBefore = await readOfferBook(store, maxAge)
  const started = Date.now()
  const onProgress = (written: number) => console.error(`writing: ${written} rows so far`)
  const result = await importFeeds(store, files, await knownIds(store, productIds(content)), { onProgress, ...(merchant ? { merchant } : {}) })
  await report?.close()
  const mail = await mailAfterImport(store, content, new Date())
  const shownAfter = await readOfferBook(store, maxAge)
  const moves = priceMoves(content.catalogue, shownBefore, shownAfter)
  const moved = rankingMoves(content.catalogue.at(shownBefore), content.catalogue.at(shownAfter))
  await store.close()
  for (const problem of result.problems) console.log(`${problem.file}:${problem.line}: ${problem.reason}; row skipped`)
  const products = [...new Set(result.changes.map((change) => change.product))].sort()
  for (const change of result.changes) console.log(`changed ${change.product} at ${change.retailer}: ${money(change.before)} -> ${money(change.after)}`)
  console.log(`${result.rows} good row(s), ${result.observationsAdded} new price(s), ${result.problems.length} row(s) skipped, ${products.length} product(s) with a changed price, in ${Date.now() - started} ms, into ${describeLocation(storeLocation(root))}`)
  if (report) console.log(`${result.unmatched} item(s) matched no product in the catalogue, listed in ${report.file}`)
  // Every cached page and API answer showing one of these products carries its key; a product whose
  // place, score or awards the new prices moved is shown differently too.
  console.log(purgeLine([...new Set([...products, ...moved])].sort()))
  console.log(moves.length ? ['ranking moves the new prices caused:', ...moves].join('\n') : 'no ranking moved')
  console.log(`${mail.queued} price alert mail(s) queued in the outbox, ${mail.rearmed} alert(s) armed again after a rise, ${mail.swept} unconfirmed request(s) older than 7 days deleted`)
  process.exit(result.problems.length > 0 ? 1 : 0)
} catch (error) {
  console.error(`prices:import failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

function money(cents: number | undefined): string {
  return cents === undefined ? 'none' : formatCents(cents)
}

/** The Merchant Center import of the retailer named; refused when retailers.yaml does not say it sends such feeds. */
function merchantImport(contentDir: string, content: Content, values: typeof args.values, report: UnmatchedReport | undefined): MerchantImport {
  const id = values.retailer!
  const retailer = readRetailers(contentDir).find((candidate) => candidate.id === id)
  if (!retailer) throw new Error(`--retailer ${id}: no such retailer in pages-config/retailers.yaml`)
  if (retailer.feed !== 'merchant-center') throw new Error(`--retailer ${id}: retailers.yaml gives it no "feed: merchant-center"; its feeds are read in our own columns, without --retailer`)
  const readAt = values['read-at'] === undefined ? undefined : new Date(values['read-at'])
  if (readAt && Number.isNaN(readAt.getTime())) throw new Error(`--read-at "${values['read-at']}" is not a date and time (like 2026-11-20T06:00:00Z)`)
  return {
    retailer: id,
    index: productIndex(content.catalogue.all()),
    country: values.country!.toUpperCase(),
    ...(readAt ? { readAt: readAt.toISOString() } : {}),
    ...(report ? { onUnmatched: report.add } : {}),
  }
}

type UnmatchedReport = { file: string; add: (file: string, item: MerchantItem) => Promise<void> | undefined; close: () => Promise<void> }

/** The report of the items that matched no product: one tab-separated line each, written as they come. */
function unmatchedReport(file: string): UnmatchedReport {
  const out = createWriteStream(file)
  out.write('file\tline\tid\tgtin\tbrand\tmpn\ttitle\n')
  const cell = (text: string | undefined) => (text ?? '').replace(/[\t\r\n]+/g, ' ')
  return {
    file,
    // A full buffer is waited for, so a feed of unmatched items is written in bounded memory.
    add: (feed, { line, fields }) => {
      const text = `${[feed, String(line), fields.id, fields.gtin, fields.brand, fields.mpn, fields.title ?? fields['plain:title']].map(cell).join('\t')}\n`
      return out.write(text) ? undefined : new Promise<void>((resolve) => out.once('drain', resolve))
    },
    close: () => new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve()))),
  }
}
