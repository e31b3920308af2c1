// `npm run gen:feed -- [OUT.csv]`: writes the demo feed (the one a new store imports on its first
// start) as CSV, to read or to import with prices:import. Same content, same feed, byte for byte.
import { writeFileSync } from 'node:fs'
import { stringify } from 'csv-stringify/sync'
import { resolveContentDir } from '../../../engine/load/resolveContentDir.server.ts'
import { FEED_COLUMNS } from '../import/FeedRow.ts'
import { contentFor } from '../openContentStore.server.ts'
import { readRetailers } from '../../../engine/load/loadContent.server.ts'
import { demoInput } from '../storeContent.ts'
import { demoFeed } from './demoFeed.ts'

const out = process.argv[2] ?? 'demo-feed.csv'
const contentDir = resolveContentDir()
const input = demoInput(contentFor(contentDir))
const rows = demoFeed(input.products, readRetailers(contentDir), input.asOf)
const records = rows.map((row) => [row.retailer, row.product, row.url, (row.priceCents / 100).toFixed(2), row.currency, (row.shippingCents / 100).toFixed(2), row.availability, row.readAt])
writeFileSync(out, stringify(records, { header: true, columns: [...FEED_COLUMNS] }))
console.log(`${rows.length} rows, ${input.products.length} products, up to ${input.asOf}, written to ${out}`)
