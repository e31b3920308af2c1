// `npm run bench:merchant-feed`: imports generated Google Merchant Center feeds of 10,000 and
// 100,000 items (RSS XML, one retailer: every catalogue product once, the rest products of the shop
// that match nothing) into a new SQLite store each, through the real command, and prints each
// import's time and the peak RSS of its process (VmHWM, read from /proc while it runs). The goal:
// memory bounded, time growing no faster than the items. Figures go in docs/performance.md.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { once } from 'node:events'
import { contentFor } from '../api/store/openContentStore.server.ts'
import { readRetailers } from '../engine/load/loadContent.server.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../engine/content/resolveContentDir.server.ts'

const SIZES = (process.env.BENCH_ITEMS ?? '10000,100000').split(',').map(Number)
const root = projectRoot()
const contentDir = resolveContentDir()
const products = contentFor(contentDir).catalogue.all()
const retailer = readRetailers(contentDir).find((shop) => shop.feed === 'merchant-center')
if (!retailer) throw new Error('no retailer in retailers.yaml sends a Merchant Center feed (feed: merchant-center)')
const scratch = mkdtempSync(join(tmpdir(), 'bench-merchant-'))

/** An EAN-13 with its check digit, from a 12-digit number: items of the shop that are not in our catalogue. */
function ean13(body: number): string {
  const digits = String(body).padStart(12, '0')
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return `${digits}${(10 - (sum % 10)) % 10}`
}

async function writeFeed(file: string, items: number): Promise<void> {
  const out = createWriteStream(file)
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  await write(`<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n<title>${retailer!.id}</title>\n<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>\n`)
  for (let n = 0; n < items; n++) {
    const product = products[n]
    const gtin = product?.gtin ?? ean13(400_000_000_000 + n)
    const id = product?.id ?? `item-${n}`
    await write(
      `<item><g:id>SKU-${n}</g:id><title>${product ? 'Catalogue product' : 'Other product'} ${n}</title><link>${retailer!.shopUrl}/p/${id}</link><g:gtin>${gtin}</g:gtin><g:brand>Brand ${n % 500}</g:brand>` +
        `<g:price>${(100 + (n % 2_000)).toFixed(2)} USD</g:price><g:availability>${n % 9 === 0 ? 'out_of_stock' : 'in_stock'}</g:availability>` +
        `<g:shipping><g:country>US</g:country><g:price>${n % 3 === 0 ? '49.00' : '0.00'} USD</g:price></g:shipping></item>\n`,
    )
  }
  await write('</channel></rss>\n')
  out.end()
  await once(out, 'finish')
}

/** Runs the import on a new store, sampling the process's peak RSS until it exits. */
async function importOnce(feed: string, dataDir: string): Promise<{ ms: number; peakMb: number; summary: string }> {
  const start = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/store/importCli.server.ts', '--retailer', retailer!.id, '--report', join(dataDir, 'unmatched.tsv'), feed], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  let peakKb = 0
  const sample = setInterval(() => {
    try {
      const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))
      if (found) peakKb = Math.max(peakKb, Number(found[1]))
    } catch {
      // The process has just ended.
    }
  }, 20)
  const [code] = (await once(child, 'exit')) as [number | null]
  clearInterval(sample)
  if (code !== 0) throw new Error(`the import exited with ${code}:\n${stdout}`)
  return { ms: performance.now() - start, peakMb: peakKb / 1024, summary: stdout.split('\n').filter((line) => /good row|matched no product/.test(line)).join('; ') }
}

try {
  const results: { items: number; ms: number; peakMb: number }[] = []
  for (const items of SIZES) {
    const feed = join(scratch, `feed-${items}.xml`)
    await writeFeed(feed, items)
    const dataDir = mkdtempSync(join(scratch, 'store-'))
    const result = await importOnce(feed, dataDir)
    results.push({ items, ...result })
    console.log(`${items.toLocaleString('en-US')} items (${(statSync(feed).size / 1e6).toFixed(1)} MB): ${(result.ms / 1000).toFixed(2)} s, peak RSS ${result.peakMb.toFixed(0)} MB (${result.summary})`)
  }
  const [small, large] = [results[0]!, results.at(-1)!]
  if (results.length > 1) {
    console.log(`${large.items / small.items}x the items: ${(large.ms / small.ms).toFixed(2)}x the time, ${(large.peakMb / small.peakMb).toFixed(2)}x the peak RSS`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
