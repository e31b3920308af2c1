import type { Store } from '../openStore.ts'
import { checkFeedRow } from './FeedRow.ts'
import type { FeedRow, KnownIds } from './FeedRow.ts'
import { readFeedFile } from './readFeed.ts'
import type { FeedProblem } from './readFeed.ts'
import { writeRows } from './writeRows.ts'
import type { WriteResult } from './writeRows.ts'

export type ImportResult = WriteResult & { rows: number; problems: FeedProblem[] }

/** The ids the store knows as retailers, with the products the caller names. */
export async function knownIds(store: Store, products: Iterable<string>): Promise<KnownIds> {
  const retailers = await store.db.selectFrom('retailers').select('id').execute()
  return { products: new Set(products), retailers: new Set(retailers.map((retailer) => retailer.id)) }
}

/** Checks every row of every file and writes the good ones in one transaction; bad rows are listed, not written. */
export async function importFeeds(store: Store, files: readonly string[], known: KnownIds, onProgress?: (written: number, total: number) => void): Promise<ImportResult> {
  const problems: FeedProblem[] = []
  const rows: FeedRow[] = []
  for (const file of files) {
    const feed = readFeedFile(file)
    problems.push(...feed.problems)
    for (const raw of feed.rows) {
      const checked = checkFeedRow(raw.fields, known)
      if ('row' in checked) rows.push(checked.row)
      else problems.push({ file, line: raw.line, reason: checked.reason })
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  const written = await writeRows(store, rows, onProgress && ((count) => onProgress(count, rows.length)))
  return { ...written, rows: rows.length, problems }
}
