import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { parse } from 'csv-parse'
import { SaxesParser } from 'saxes'

/**
 * Product feeds in the Google Merchant Center format, as retailers and affiliate networks publish
 * them: RSS 2.0 or Atom XML with the `g:` namespace, or tab-separated text with a header row,
 * either of them gzipped or not; the format is found from the file's content, not its name. Items
 * are read as the file streams, so a feed of any length is read in the memory of one item.
 */

/**
 * One item as the feed gives it: its attributes by name without the `g:` prefix (RSS's and Atom's
 * own elements, such as `<link>`, as `plain:link`), and its shipping charges.
 */
export type MerchantItem = {
  /** The line the item starts on (its element's opening tag, or its row), 1-based. */
  line: number
  fields: Readonly<Record<string, string>>
  shipping: readonly { country?: string; price?: string }[]
}

/** What a feed file gives, in order: its items, its own date where it says one, and a problem that ends it. */
type MerchantEntry = { item: MerchantItem } | { feedDate: string } | { problem: { line: number; reason: string } }

const GOOGLE_NS = 'http://base.google.com/ns/1.0'
const GZIP_MAGIC = [0x1f, 0x8b]

/** The two ways a Merchant Center feed is written. */
export type MerchantFormat = 'xml' | 'tsv'
/** How a Merchant Center feed file is written: its format, plain or gzipped. */
type MerchantFile = { gzip: boolean; format: MerchantFormat }

/** The items of a Merchant Center feed file (as merchantFile found it), as it streams. */
export async function* merchantEntries(file: string, kind: MerchantFile): AsyncGenerator<MerchantEntry> {
  const text = textOf(file, kind.gzip)
  yield* kind.format === 'xml' ? xmlEntries(text) : tsvEntries(text)
}

/** A file's Merchant Center format from its first bytes (gunzipped when they are gzip's); undefined when it is not such a feed. */
export async function merchantFile(file: string): Promise<MerchantFile | undefined> {
  const handle = await open(file)
  let head: Buffer
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0)
    head = buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
  const gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]
  const start = gzip ? await firstText(file) : head.toString('utf8')
  const text = start.replace(/^\uFEFF/, '').trimStart()
  if (text.startsWith('<')) return { gzip, format: 'xml' }
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  return header.includes('\t') ? { gzip, format: 'tsv' } : undefined
}

/** The first few kilobytes of a gzipped file's text. */
async function firstText(file: string): Promise<string> {
  let text = ''
  try {
    for await (const chunk of textOf(file, true)) {
      text += chunk as string
      if (text.length >= 4096) break
    }
  } catch {
    // A broken gzip stream is reported when the file is read for its items.
  }
  return text
}

function textOf(file: string, gzip: boolean): Readable {
  const bytes = createReadStream(file)
  const stream = gzip ? bytes.pipe(createGunzip()) : bytes
  if (gzip) bytes.on('error', (error) => stream.destroy(error))
  return stream.setEncoding('utf8')
}

type Problem = { line: number; reason: string }
const newParser = () => new SaxesParser({ xmlns: true, position: true })

/** Items of an RSS 2.0 (`<item>`) or Atom (`<entry>`) feed; a well-formedness error ends the file at its line. */
async function* xmlEntries(text: Readable): AsyncGenerator<MerchantEntry> {
  const parser = newParser()
  const ready: MerchantEntry[] = []
  const state = collectItems(parser, ready)
  try {
    for await (const chunk of text) {
      parser.write(chunk as string)
      yield* ready.splice(0)
      if (state.failed) break
    }
    if (!state.failed) parser.close()
  } catch (error) {
    state.failed ??= { line: parser.line, reason: `the file cannot be read (${error instanceof Error ? error.message : String(error)}); the rest of it is not read` }
  }
  yield* ready.splice(0)
  if (state.failed) yield { problem: state.failed }
  text.destroy()
}

/**
 * Listens to the parser: each finished item, and the feed's own date, go into `ready`. Attributes of
 * the g: namespace are named by their own name; RSS's and Atom's own elements as plain:name.
 */
function collectItems(parser: ReturnType<typeof newParser>, ready: MerchantEntry[]): { failed?: Problem } {
  const state: { failed?: Problem } = {}
  let item: { line: number; fields: Record<string, string>; shipping: Record<string, string>[] } | undefined
  let path: string[] = []
  let value = ''
  parser.on('opentag', (tag) => {
    if (state.failed) return
    const name = tag.uri === GOOGLE_NS ? tag.local : `plain:${tag.local}`
    if (!item && (name === 'plain:item' || name === 'plain:entry')) {
      item = { line: parser.line, fields: {}, shipping: [] }
      path = []
      return
    }
    path.push(name)
    value = ''
    // Atom gives the product's page as <link href="...">.
    if (item && path.length === 1 && name === 'plain:link' && typeof tag.attributes.href === 'object') item.fields['plain:link'] ??= tag.attributes.href.value
    if (item && path.length === 1 && name === 'shipping') item.shipping.push({})
  })
  parser.on('text', (chunk) => (value += chunk))
  parser.on('cdata', (chunk) => (value += chunk))
  parser.on('closetag', (tag) => {
    if (state.failed) return
    if (item && path.length === 0 && tag.uri !== GOOGLE_NS && (tag.local === 'item' || tag.local === 'entry')) {
      ready.push({ item: { line: item.line, fields: item.fields, shipping: item.shipping } })
      item = undefined
      return
    }
    const name = path.pop()
    const trimmed = value.trim()
    value = ''
    if (name === undefined || trimmed === '') return
    if (item && path.length === 0 && name !== 'shipping') item.fields[name] ??= trimmed
    else if (item && path.length === 1 && path[0] === 'shipping') item.shipping.at(-1)![name] = trimmed
    // The feed's own date: RSS's <lastBuildDate> or <pubDate> in the channel, Atom's <updated> in the feed.
    else if (!item && ['plain:lastBuildDate', 'plain:pubDate', 'plain:updated'].includes(name) && path.length <= 2) ready.push({ feedDate: trimmed })
  })
  // The item the error is in, and all after it, are not read: the parser's state past an error is a guess.
  parser.on('error', (error) => {
    state.failed ??= { line: parser.line, reason: `the XML is broken here (${error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '')}); the rest of the file is not read` }
    item = undefined
  })
  return state
}

/** Items of a tab-separated feed: a header row of attribute names (with or without `g:`), one item a row. */
async function* tsvEntries(text: Readable): AsyncGenerator<MerchantEntry> {
  const problems: Problem[] = []
  const rows = text.pipe(
    parse({
      delimiter: '\t',
      columns: (header: string[]) => header.map((name) => name.trim().replace(/^g:/, '')),
      bom: true,
      info: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) problems.push({ line: Number(error.lines), reason: error.message.replace(/^Invalid Record Length: /, '').slice(0, 200) })
      },
    }),
  )
  try {
    for await (const { record, info } of rows as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield* problems.splice(0).map((problem) => ({ problem }))
      const fields: Record<string, string> = {}
      for (const [name, cell] of Object.entries(record)) if (name !== 'shipping' && cell.trim() !== '') fields[name] = cell.trim()
      yield { item: { line: info.lines, fields, shipping: tsvShipping(record.shipping ?? '') } }
    }
  } catch (error) {
    problems.push({ line: 0, reason: `the file cannot be read (${error instanceof Error ? error.message : String(error)}); the rest of it is not read` })
  }
  yield* problems.map((problem) => ({ problem }))
}

/** Shipping as tab-separated feeds write it: `country:region:service:price`, several separated by commas. */
function tsvShipping(cell: string): { country?: string; price?: string }[] {
  return cell
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const pieces = part.split(':')
      return { country: pieces[0] || undefined, price: pieces.at(-1) || undefined }
    })
}
