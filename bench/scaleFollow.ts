// The import-to-served figures of `npm run bench:scale`: with the production server running on the
// build, a full price refresh of every product, then one product's price change, each imported by
// `npm run prices:import` as an operator would, timed until the server serves what changed; and a
// content change published by `npm run publish`, timed the same way.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { contentFor } from '../api/store/openContentStore.server.ts'
import { readRetailers } from '../engine/load/loadContent.server.ts'
import { productIds } from '../api/store/demo/storeContent.ts'
import type { StartedServer } from './startedServer.ts'
import { editReviewText } from './publishEdits.ts'

const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
/** A price no demo feed makes, so the page showing it has surely been made again. */
const MARK_PRICE = 4321.09

export type Regenerated = { pages: number; ms: number; urls: string[] }
export type FollowFigures = {
  /** Every product repriced. */
  full: Timed
  /** One product repriced; `path` is its review page. */
  one: Timed & { path: string }
}
/**
 * From the import's start: until `servedMs` the page watched shows the new price, until
 * `regeneratedMs` the server has made every generated page showing a changed product again;
 * `importMs` the import command's own run, `noticedMs` until the server read the new prices.
 */
export type Timed = { servedMs: number; regeneratedMs: number; importMs: number; noticedMs: number; regenerated: Regenerated }

/** Runs both imports against `server` (started with `env`: CONTENT_DIR, DATA_DIR) and times them. */
export async function measureFollow(root: string, env: NodeJS.ProcessEnv, dir: string, server: StartedServer, slug: string): Promise<FollowFigures> {
  const content = contentFor(dir)
  const retailer = readRetailers(dir)[0]!.id
  const product = content.reviews.get(slug)!.product
  const row = (id: string, price: number) => `${retailer},${id},https://shop.example/${id},${price.toFixed(2)},USD,0.00,in_stock,${new Date().toISOString()}`
  // Every product at a new price, read now: the demo's prices become a live feed's.
  const feeds = mkdtempSync(join(tmpdir(), 'scale-feeds-'))
  const fullFeed = join(feeds, 'full-refresh.csv')
  writeFileSync(fullFeed, [HEADER, ...productIds(content).map((id, index) => row(id, 300 + (index % 700) + 0.49))].join('\n'))
  const full = await timedImport(root, env, fullFeed, server, async () => {})
  const oneFeed = join(feeds, 'one-price.csv')
  writeFileSync(oneFeed, [HEADER, row(product, MARK_PRICE)].join('\n'))
  const path = `/product/${slug}`
  const shown = MARK_PRICE.toLocaleString('en-US', { minimumFractionDigits: 2 })
  const one = await timedImport(root, env, oneFeed, server, async () => {
    while (!(await server.get(path)).includes(shown)) await new Promise((resolve) => setTimeout(resolve, 25))
  })
  return { full, one: { ...one, path } }
}

/**
 * Imports `feed` and waits for `served` and for the server's next "regenerated" log line.
 */
async function timedImport(root: string, env: NodeJS.ProcessEnv, feed: string, server: StartedServer, served: () => Promise<void>): Promise<Timed> {
  const seen = logLines(server).length
  const started = performance.now()
  const startedAt = Date.now()
  const servedAt = served().then(() => performance.now())
  const run = spawnSync('npm', ['run', '-s', 'prices:import', '--', feed], { cwd: root, env, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`prices:import failed:\n${run.stdout}\n${run.stderr}`)
  const importMs = performance.now() - started
  let line: Record<string, unknown> | undefined
  while (!(line = logLines(server).slice(seen).find((entry) => String(entry.msg).startsWith('regenerated')))) await new Promise((resolve) => setTimeout(resolve, 25))
  const regeneratedMs = performance.now() - started
  const servedMs = (await servedAt) - started
  const noticed = logLines(server).slice(seen).find((entry) => String(entry.msg).startsWith('prices changed'))
  const regenerated = { pages: Number(line.pages), ms: Number(line.ms), urls: (line.urls as string[] | undefined) ?? [] }
  return { servedMs, regeneratedMs, importMs, noticedMs: Date.parse(String(noticed?.time)) - startedAt, regenerated }
}

function logLines(server: StartedServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/**
 * The content-publish figure of `npm run bench:scale`: from an editor's copy of the content, the
 * whole content published as the first version, then one review's text changed and published,
 * each timed by `npm run publish` and until `server` serves the review page with the new text.
 */
export async function measurePublish(root: string, env: NodeJS.ProcessEnv, dir: string, server: StartedServer, slug: string): Promise<{ firstMs: number; commandMs: number; servedMs: number }> {
  const checkout = mkdtempSync(join(tmpdir(), 'scale-checkout-'))
  cpSync(dir, checkout, { recursive: true })
  const publish = () => {
    const run = spawnSync('npm', ['run', '-s', 'publish', '--', '--author', 'bench'], { cwd: root, env: { ...env, CONTENT_DIR: checkout }, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`publish failed:\n${run.stdout}\n${run.stderr}`)
  }
  let started = performance.now()
  publish()
  const firstMs = performance.now() - started
  const marker = editReviewText(checkout, slug, `Published at ${Date.now()}.`)
  started = performance.now()
  publish()
  const commandMs = performance.now() - started
  while (!(await server.get(`/product/${slug}`)).includes(marker)) await new Promise((resolve) => setTimeout(resolve, 25))
  const servedMs = performance.now() - started
  rmSync(checkout, { recursive: true, force: true })
  return { firstMs, commandMs, servedMs }
}
