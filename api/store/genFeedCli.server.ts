// `npm run gen:feed -- [OUT.csv]`: writes the demo feed (the one a new store imports on its first
// start) as CSV, to read or to import with prices:import. Same content, same feed, byte for byte.
// `npm run gen:feed -- --merchant-center xml|tsv [--out DIR]`: writes the demo's last day of offers
// as each fictional shop's Google Merchant Center feed (DIR/<retailer id>.xml or .tsv), to import
// with `prices:import -- --retailer <id>`. A feed is a snapshot: the year of history stays the CSV's.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { commandLine } from './commandLine.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { feedCsv } from './import/FeedRow.ts'
import { contentFor } from './openContentStore.server.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { demoInput } from './demo/storeContent.ts'
import { demoFeed } from './demo/demoFeed.ts'
import { merchantFeedsOfDay } from './demo/merchantFeedWriter.ts'

const USAGE = 'usage: npm run gen:feed -- [OUT.csv]\n       npm run gen:feed -- --merchant-center xml|tsv [--out DIR]'
const args = commandLine({ options: { 'merchant-center': { type: 'string' }, out: { type: 'string' } } }, USAGE)
const format = args.values['merchant-center']
if (format !== undefined && format !== 'xml' && format !== 'tsv') {
  console.error(`--merchant-center "${format}": the format is xml or tsv\n${USAGE}`)
  process.exit(2)
}
const contentDir = resolveContentDir()
const content = contentFor(contentDir)
const input = demoInput(content)
const retailers = readRetailers(contentDir)
const rows = demoFeed(input.products, retailers, input.asOf)
if (format === undefined) {
  const out = args.positionals[0] ?? 'demo-feed.csv'
  writeFileSync(out, feedCsv(rows))
  console.log(`${rows.length} rows, ${input.products.length} products, up to ${input.asOf}, written to ${out}`)
} else {
  const out = args.values.out ?? 'demo-feeds'
  mkdirSync(out, { recursive: true })
  const products = new Map(content.catalogue.all().map((product) => [product.id, product]))
  for (const feed of merchantFeedsOfDay(format, rows, retailers, products)) {
    writeFileSync(join(out, feed.file), feed.text)
    console.log(`${join(out, feed.file)}: the offers of ${feed.retailer} read at ${feed.readAt}`)
  }
  if (format === 'tsv') console.log('A tab-separated feed gives no date: import it with --read-at and the time above.')
}
