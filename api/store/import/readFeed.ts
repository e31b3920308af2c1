import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { parse } from 'csv-parse/sync'
import { FEED_COLUMNS } from './FeedRow.ts'

/** A row as the file holds it, with the line it ends on (1-based, as an editor counts). */
type RawRow = { line: number; fields: Record<string, unknown> }
/** A row that cannot be imported, and why. */
export type FeedProblem = { file: string; line: number; reason: string }
type ReadFeed = { rows: RawRow[]; problems: FeedProblem[] }

/** Reads a feed by its extension: `.csv` (a header row naming the columns) or `.jsonl` (one object a line). */
export function readFeedFile(file: string): ReadFeed {
  const kind = extname(file).toLowerCase()
  const text = readFileSync(file, 'utf8')
  if (kind === '.csv') return readCsv(file, text)
  if (kind === '.jsonl' || kind === '.ndjson') return readJsonLines(file, text)
  return { rows: [], problems: [{ file, line: 0, reason: 'not a feed: name it .csv or .jsonl' }] }
}

function readCsv(file: string, text: string): ReadFeed {
  const problems: FeedProblem[] = []
  const header = text.slice(0, text.indexOf('\n') >>> 0).replace(/\r$/, '')
  const missing = FEED_COLUMNS.filter((column) => !header.split(',').map((name) => name.trim()).includes(column))
  if (missing.length > 0) return { rows: [], problems: [{ file, line: 1, reason: `the header row lacks ${missing.join(', ')}` }] }
  const records: { record: Record<string, string>; info: { lines: number } }[] = parse(text, {
    columns: true,
    info: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    // A row with a broken quote or too many fields is reported and skipped; the rest still import.
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error) problems.push({ file, line: Number(error.lines), reason: error.message.replace(/^Invalid Record Length: /, '').slice(0, 200) })
    },
  })
  const rows = records.map(({ record, info }) => ({ line: info.lines, fields: record }))
  return { rows, problems }
}

function readJsonLines(file: string, text: string): ReadFeed {
  const rows: RawRow[] = []
  const problems: FeedProblem[] = []
  text.split('\n').forEach((source, index) => {
    const line = index + 1
    if (source.trim() === '') return
    try {
      const value: unknown = JSON.parse(source)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) problems.push({ file, line, reason: 'not a JSON object' })
      else rows.push({ line, fields: value as Record<string, unknown> })
    } catch {
      problems.push({ file, line, reason: 'not valid JSON' })
    }
  })
  return { rows, problems }
}
