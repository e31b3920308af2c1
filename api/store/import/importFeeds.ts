import type { Store } from '../database/openStore.ts'
import { writeDemoMark } from '../read/storeState.ts'
import { checkFeedRow } from './FeedRow.ts'
import type { FeedRow, KnownIds } from './FeedRow.ts'
import { merchantEntries, merchantFile } from './merchantFeed.ts'
import type { MerchantItem } from './merchantFeed.ts'
import { itemOutcome } from './merchantItems.ts'
import type { ProductIndex } from './merchantItems.ts'
import { readFeedFile } from './readFeed.ts'
import type { FeedProblem } from './readFeed.ts'
import { RowWriter } from './writeRows.ts'
import type { WriteResult } from './writeRows.ts'

type ImportResult = WriteResult & { rows: number; problems: FeedProblem[]; unmatched: number }

/** What a Merchant Center feed's import needs besides its files: whose feed it is, and how to match its items. */
export type MerchantImport = {
  retailer: string
  index: ProductIndex
  /** The moment the prices were read: the feed's own date unless given, else the start of the import. */
  readAt?: string
  /** The country whose shipping charge counts (ISO 3166 two letters). */
  country: string
  /** Hears each item that matches no product, with its file. */
  onUnmatched?: (file: string, item: MerchantItem) => Promise<void> | undefined
}

type ImportOptions = { merchant?: MerchantImport; onProgress?: (written: number) => void }

/** The ids the store knows as retailers, with the products the caller names. */
export async function knownIds(store: Store, products: Iterable<string>): Promise<KnownIds> {
  const retailers = await store.db.selectFrom('retailers').select('id').execute()
  return { products: new Set(products), retailers: new Set(retailers.map((retailer) => retailer.id)) }
}

/**
 * Checks every row of every file and writes the good ones in one transaction as they are read;
 * bad rows are listed, not written. Files in our own columns (CSV, JSON Lines) name their retailer
 * in each row; Merchant Center feeds are one retailer's, named in `options.merchant`.
 */
export async function importFeeds(store: Store, files: readonly string[], known: KnownIds, options: ImportOptions = {}): Promise<ImportResult> {
  const problems: FeedProblem[] = []
  let rows = 0
  let unmatched = 0
  const written = await store.db.transaction().execute(async (trx) => {
    const writer = new RowWriter(trx, options.onProgress)
    for (const file of files) {
      for await (const entry of feedEntries(file, known, options.merchant)) {
        if ('row' in entry) {
          rows++
          await writer.add(entry.row)
        } else if ('item' in entry) {
          unmatched++
          await options.merchant?.onUnmatched?.(file, entry.item)
        } else problems.push({ file, ...entry.problem })
      }
    }
    const result = await writer.finish()
    // A retailer's feed makes the store's prices real ones: judged against the clock from now on.
    if (rows > 0) await writeDemoMark(trx, false)
    return result
  })
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  return { ...written, rows, problems, unmatched }
}

type Entry = { row: FeedRow } | { item: MerchantItem } | { problem: { line: number; reason: string } }

/** A file's rows, unmatched items and problems, in the file's order. */
async function* feedEntries(file: string, known: KnownIds, merchant: MerchantImport | undefined): AsyncGenerator<Entry> {
  const kind = await merchantFile(file).catch(() => undefined)
  if (!kind) {
    const feed = readFeedFile(file)
    yield* feed.problems.map((problem) => ({ problem }))
    for (const raw of feed.rows) {
      const checked = checkFeedRow(raw.fields, known)
      yield 'row' in checked ? checked : { problem: { line: raw.line, reason: checked.reason } }
    }
    return
  }
  if (!merchant) {
    yield { problem: { line: 1, reason: 'a Merchant Center feed names no retailer in its rows: import it with --retailer <id>' } }
    return
  }
  let feedDate: string | undefined
  const startedAt = new Date().toISOString()
  for await (const entry of merchantEntries(file, kind)) {
    if ('feedDate' in entry) {
      const date = new Date(entry.feedDate)
      if (!Number.isNaN(date.getTime())) feedDate ??= date.toISOString()
    } else if ('problem' in entry) yield entry
    else {
      const readAt = merchant.readAt ?? feedDate ?? startedAt
      const outcome = itemOutcome(entry.item, { retailer: merchant.retailer, index: merchant.index, known, readAt, country: merchant.country })
      if ('row' in outcome) yield outcome
      else if ('unmatched' in outcome) yield { item: entry.item }
      else yield { problem: { line: entry.item.line, reason: `item ${entry.item.fields.id ?? '(no id)'}: ${outcome.reason}` } }
    }
  }
}
