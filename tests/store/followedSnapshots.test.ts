import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { followShownPrices } from '../../api/prices/followShownPrices.ts'
import { feedCsv } from '../../api/store/import/FeedRow.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { feedRow } from '../support/feedRow.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// A serving process follows the store's prices for as long as it runs: each import's snapshot
// replaces the one before, which must then go with everything worked out at it (its catalogue and
// rankings), or the process holds two snapshots' prices at all times. Runs on the embedded store in
// `npm test`, and on PostgreSQL in `npm run test:postgres`.

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const loaded = fixtureContent()
const [retailer] = readRetailers(FIXTURE_ROOT)
const [product] = productIds(loaded) as [string]
/** Read `hoursAgo` hours ago: each import a later reading, as a feed's next one is. */
const readAt = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60 * 1000).toISOString()

let store: TestStore
let dir: string
let stopFollowing: () => void
let shown: Content = loaded
/** Each snapshot the process was given, held weakly. */
const snapshots: WeakRef<OfferBook>[] = []

const importPrice = async (name: string, price: number, hoursAgo: number) => {
  const file = join(dir, name)
  writeFileSync(file, feedCsv([feedRow(retailer!.id, product, price, readAt(hoursAgo))]))
  return importFeeds(store.store, [file], await knownIds(store.store, productIds(loaded)))
}

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(FIXTURE_ROOT))
  dir = mkdtempSync(join(tmpdir(), 'followed-snapshots-'))
  await importPrice('first.csv', 500, 2)
  const show = (book: OfferBook) => {
    snapshots.push(new WeakRef(book))
    shown = pricedContent(loaded, book)
  }
  stopFollowing = await followShownPrices(store.store, { show, getContent: () => shown, logger: capturedLog().logger }, 20)
})
afterAll(async () => {
  stopFollowing()
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('the snapshot an import replaced goes, rankings and all, once the process shows the new one', async () => {
  // Ranked at the first snapshot, as the pages a process serves are.
  expect(shown.catalogue.all().length).toBe(loaded.catalogue.size)
  await importPrice('second.csv', 450, 1)
  await vi.waitFor(() => expect(snapshots.length).toBe(2), { timeout: 5_000 })
  expect(shown.catalogue.byId(product)?.price?.regular).toBe(450)
  await vi.waitFor(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      collectGarbage()
      expect(snapshots[0]!.deref()).toBeUndefined()
    },
    { timeout: 5_000, interval: 100 },
  )
  expect(snapshots[1]!.deref()).toBe(shown.catalogue.prices.book)
})
