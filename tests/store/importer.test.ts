import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const [first, second] = productIds(content) as [string, string]
const [shop, otherShop] = retailers.map((retailer) => retailer.id) as [string, string]
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'

let test_: TestStore
let dir: string
beforeEach(async () => {
  test_ = await openTestStore()
  await prepareStore(test_.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'feeds-'))
})
afterEach(async () => {
  await test_.remove()
  rmSync(dir, { recursive: true, force: true })
})

const csvRow = (retailer: string, product: string, price: string, readAt: string, availability = 'in_stock') =>
  `${retailer},${product},https://shop.example/p/${product},${price},USD,0.00,${availability},${readAt}`
const feed = (name: string, lines: string[]) => {
  const file = join(dir, name)
  writeFileSync(file, lines.join('\n') + '\n')
  return file
}
const importFiles = async (...files: string[]) => importFeeds(test_.store, files, await knownIds(test_.store, productIds(content)))
const offers = () => test_.store.db.selectFrom('offers').selectAll().orderBy('product_id').orderBy('retailer_id').execute()
const observationCount = async () => Number((await test_.store.db.selectFrom('price_observations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

/** The real command, as `npm run prices:import` runs it, on the fixture content and the test's store. */
function runImporter(files: string[], onStderr?: (text: string, kill: () => void) => void) {
  const child = spawn(...npmScript('prices:import', files), {
    cwd: projectRoot(),
    env: { ...process.env, ...test_.env, CONTENT_DIR: FIXTURE_ROOT },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => onStderr?.(chunk.toString(), () => child.kill('SIGKILL')))
  return new Promise<{ code: number | null; signal: string | null; stdout: string }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout })))
}

describe('prices:import', () => {
  test('a feed with five bad rows names each with its file and line, and imports the good rows', async () => {
    const file = feed('retailer.csv', [
      HEADER,
      csvRow(shop, first, '899.99', '2026-11-19T06:00:00Z'),
      csvRow('no-such-shop', first, '899.99', '2026-11-19T06:00:00Z'),
      csvRow(shop, 'no-such-product', '899.99', '2026-11-19T06:00:00Z'),
      csvRow(otherShop, first, '929.00', '2026-11-19T06:00:00Z'),
      csvRow(shop, second, 'cheap', '2026-11-19T06:00:00Z'),
      csvRow(shop, second, '499.00', 'yesterday'),
      `${csvRow(otherShop, second, '519.00', '2026-11-19T06:00:00Z')},an extra field`,
      csvRow(otherShop, second, '515.00', '2026-11-19T07:00:00Z'),
    ])
    const run = await runImporter([file])
    const messages = run.stdout.split('\n').filter((line) => line.includes('row skipped'))
    expect(messages.map((line) => line.split(':')[1])).toEqual(['3', '4', '6', '7', '8'])
    for (const message of messages) expect(message).toContain('retailer.csv:')
    expect(messages[0]).toContain('no-such-shop')
    expect(messages[2]).toContain('price')
    expect(messages[3]).toContain('read_at')
    expect(run.code).toBe(1)
    const prices = (await offers()).map((offer) => [offer.product_id, offer.retailer_id, offer.price_cents])
    expect(prices).toEqual(
      [
        [first, shop, 89999],
        [first, otherShop, 92900],
        [second, otherShop, 51500],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1]))),
    )
  })

  test('JSON Lines feeds report their bad lines the same way', async () => {
    const good = { retailer: shop, product: first, url: 'https://shop.example/p/1', price: 799.5, currency: 'USD', shipping: 0, availability: 'in_stock', read_at: '2026-11-19T06:00:00Z' }
    const file = feed('retailer.jsonl', [JSON.stringify(good), '{"retailer": ', JSON.stringify({ ...good, availability: 'maybe' }), '', JSON.stringify([good])])
    const result = await importFiles(file)
    expect(result.problems.map((problem) => [problem.line, problem.reason.split(' ')[0]])).toEqual([
      [2, 'not'],
      [3, 'availability'],
      [5, 'not'],
    ])
    expect((await offers()).map((offer) => offer.price_cents)).toEqual([79950])
  })

  test('importing the same feed twice changes nothing the second time', async () => {
    const file = feed('daily.csv', [HEADER, csvRow(shop, first, '899.99', '2026-11-18T06:00:00Z'), csvRow(shop, first, '849.99', '2026-11-19T06:00:00Z'), csvRow(otherShop, second, '420.00', '2026-11-19T06:00:00Z')])
    const once = await importFiles(file)
    expect(once.changes.map((change) => change.product).sort()).toEqual([first, second].sort())
    const before = { offers: await offers(), observations: await observationCount() }
    const twice = await importFiles(file)
    expect(twice.changes).toEqual([])
    expect(twice.observationsAdded).toBe(0)
    expect({ offers: await offers(), observations: await observationCount() }).toEqual(before)
  })

  test('an older feed imported after a newer one keeps the newer price current', async () => {
    await importFiles(feed('new.csv', [HEADER, csvRow(shop, first, '700.00', '2026-11-19T06:00:00Z')]))
    const late = await importFiles(feed('old.csv', [HEADER, csvRow(shop, first, '990.00', '2026-11-01T06:00:00Z')]))
    expect(late.changes).toEqual([])
    expect(late.observationsAdded).toBe(1)
    expect((await offers()).map((offer) => offer.price_cents)).toEqual([70000])
  })

  // Three importer processes, each started from source: more than the default five seconds on a busy machine.
  test('it prints the Surrogate-Keys to purge: those of the products whose price changed, and none for a feed changing nothing', async () => {
    const file = feed('purge.csv', [HEADER, csvRow(shop, first, '899.99', '2026-11-19T06:00:00Z'), csvRow(otherShop, second, '450.00', '2026-11-19T06:00:00Z')])
    const purgeLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('Surrogate-Key to purge:'))
    const once = await runImporter([file])
    expect(once.code).toBe(0)
    expect(purgeLines(once.stdout)).toEqual([`Surrogate-Key to purge: ${[first, second].sort().map((id) => `product-${id}`).join(' ')} many-products`])
    const drop = await runImporter([feed('drop.csv', [HEADER, csvRow(otherShop, second, '399.00', '2026-11-20T06:00:00Z')])])
    expect(purgeLines(drop.stdout)).toEqual([`Surrogate-Key to purge: product-${second} many-products`])
    const again = await runImporter([file])
    expect(purgeLines(again.stdout)).toEqual(['Surrogate-Key to purge: none (no price changed)'])
  }, 30_000)

  test('an import killed half-way leaves the earlier prices in force and adds no price', async () => {
    await importFiles(feed('earlier.csv', [HEADER, csvRow(shop, first, '899.99', '2026-10-01T06:00:00Z'), csvRow(otherShop, second, '450.00', '2026-10-01T06:00:00Z')]))
    const before = { offers: await offers(), observations: await observationCount() }
    // Many rows, so the transaction is still open when the first batch reports.
    const lines = [HEADER]
    const start = Date.parse('2026-10-02T00:00:00Z')
    for (let minute = 0; minute < 30_000; minute++) {
      const at = new Date(start + minute * 60_000).toISOString()
      lines.push(csvRow(shop, first, String(500 + (minute % 300)), at), csvRow(otherShop, second, String(300 + (minute % 100)), at))
    }
    const big = feed('big.csv', lines)
    let killed = false
    const run = await runImporter([big], (text, kill) => {
      if (!killed && text.includes('writing')) {
        killed = true
        kill()
      }
    })
    expect(run.signal).toBe('SIGKILL')
    const reader = test_.reopen()
    try {
      expect(await reader.db.selectFrom('offers').selectAll().orderBy('product_id').orderBy('retailer_id').execute()).toEqual(before.offers)
    } finally {
      await reader.close()
    }
    expect(await observationCount()).toBe(before.observations)
  }, 120_000)
})
