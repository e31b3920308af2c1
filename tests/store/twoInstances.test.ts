import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { servingPort, spawnServer } from '../support/spawnServer.ts'
import type { ServerProcess } from '../support/spawnServer.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// Runs in `npm run test:postgres` only (it needs DATABASE_URL, and the build's server): two
// serving processes, as on two machines, share one PostgreSQL database of their own.

type ApiItem = { id: string; price?: { regular: number; discount?: number }; checkPriceAt?: unknown }

describe.skipIf(!process.env.DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let store: TestStore
  let dir: string
  const servers: ServerProcess[] = []
  const ports: number[] = []

  beforeAll(async () => {
    store = await openTestStore()
    dir = mkdtempSync(join(tmpdir(), 'two-instances-'))
    // Both start on the same new database at once: one prepares it, the other waits its turn.
    for (let i = 0; i < 2; i++) servers.push(spawnServer(store.env))
    for (const server of servers) ports.push(await servingPort(server))
  }, 120_000)
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    await store?.remove()
    rmSync(dir, { recursive: true, force: true })
  })

  const products = async (port: number) => ((await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as { data: ApiItem[] }).data
  // What a shopper pays: the price after a saving when the record shows one ("was" in regular), else regular.
  const paid = (item: ApiItem | undefined) => item?.price && (item.price.discount ?? item.price.regular)

  test('a price imported through one is served by the other within 10 s of the import', async () => {
    const [first, second] = ports as [number, number]
    const priced = (await products(second)).find((item) => item.price)!
    expect(priced).toBeDefined()
    const drop = Math.max(1, Math.floor(paid(priced)! / 2))
    const [retailer] = readRetailers(projectRoot())
    const feed = join(dir, 'drop.csv')
    writeFileSync(feed, `retailer,product,url,price,currency,shipping,availability,read_at\n${retailer!.id},${priced.id},https://shop.example/${priced.id},${drop}.00,USD,0.00,in_stock,${new Date().toISOString()}\n`)
    // The first instance's machine runs the import, against the same DATABASE_URL.
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(...npmScript('prices:import', [feed]), { cwd: projectRoot(), env: { ...process.env, ...store.env }, stdio: 'ignore' })
      child.on('close', resolve)
    })
    expect(code).toBe(0)
    // Each instance reads the store's price version on its own clock (every 2 s), so the one that
    // ran the import may see it after the other: both must within the 10 s.
    await vi.waitFor(
      async () => {
        for (const port of [second, first]) expect(paid((await products(port)).find(({ id }) => id === priced.id))).toBe(drop)
      },
      { timeout: 10_000, interval: 200 },
    )
  }, 60_000)
})
