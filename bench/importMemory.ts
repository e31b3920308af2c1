// `npm run bench:import-memory [-- --before <rev>] [--imports 5]`: what a serving process keeps as
// prices move. Each tree is built over CONTENT_DIR (the project's content unless set) into a store
// of its own; its production server is asked the home page, 50 reviews and a search, then one
// product's price is imported `--imports` times (npm run prices:import, each a new offers snapshot),
// each waited for until the server has made the pages showing it again. After the pages and after
// each import it prints the process's live heap after a full collection and its resident memory
// (read just before that collection). A live heap that grows with each import means every snapshot
// shown is kept. With --before, an earlier revision is checked out and built in a temporary work
// tree and measured the same way, after this tree, over the same content.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { spawnSync } from 'node:child_process'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../engine/content/resolveContentDir.server.ts'
import { REVIEWS_DIR } from '../engine/content/contentLayout.ts'
import { readRetailers } from '../engine/load/loadContent.server.ts'
import { feedCsv } from '../api/store/import/FeedRow.ts'
import { contentFor } from '../api/store/openContentStore.server.ts'
import { productIds } from '../api/store/demo/storeContent.ts'
import { checkOutRevision, removeRevisionTree, run } from './revisionTree.ts'
import { startedServer } from './startedServer.ts'
import type { StartedServer } from './startedServer.ts'

type Probe = { rssMb: number; liveMb: number; arrayBuffersMb: number }

const { values } = parseArgs({ options: { before: { type: 'string' }, imports: { type: 'string', default: '5' } } })
const head = projectRoot()
const dir = resolveContentDir()
const scratch = mkdtempSync(join(tmpdir(), 'bench-import-memory-'))
const probeFile = join(scratch, 'probe.jsonl')
const slugs = readdirSync(join(dir, REVIEWS_DIR)).map((name) => name.replace(/\.yaml$/, ''))
const products = productIds(contentFor(dir))
const retailer = readRetailers(dir)[0]!.id

try {
  const trees = [{ name: 'this tree', root: head }]
  if (values.before) {
    checkOutRevision(head, values.before, join(scratch, 'before'))
    trees.push({ name: values.before, root: join(scratch, 'before') })
  }
  for (const tree of trees) {
    const env = { ...process.env, CONTENT_DIR: dir, DATA_DIR: mkdtempSync(join(scratch, 'store-')) }
    run('npm', ['run', 'build'], tree.root, env)
    const server = await startedServer(tree.root, { ...env, NODE_ENV: 'production', NODE_OPTIONS: `--expose-gc --import ${join(head, 'bench/heapProbe.mjs')}`, HEAP_PROBE_FILE: probeFile })
    try {
      for (const path of ['/', ...slugs.slice(0, 50).map((slug) => `/product/${slug}`), '/search?query=bike']) await server.get(path)
      print(tree.name, 'after 52 pages', await probe(server))
      for (let turn = 1; turn <= Number(values.imports); turn++) {
        const before = madeAgain(server)
        importPrice(tree.root, env, products[turn % products.length]!, 1000 + turn)
        while (madeAgain(server) === before) await new Promise((resolve) => setTimeout(resolve, 50))
        print(tree.name, `after import ${turn}`, await probe(server))
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  if (values.before) removeRevisionTree(head, join(scratch, 'before'))
  rmSync(scratch, { recursive: true, force: true })
}

function print(tree: string, when: string, { liveMb, rssMb, arrayBuffersMb }: Probe): void {
  console.log(`${tree}, ${when}: live heap ${liveMb} MB, array buffers ${arrayBuffersMb} MB, resident ${rssMb} MB`)
}

/** Asks the server's heap probe for a reading and waits for it. */
async function probe(server: StartedServer): Promise<Probe> {
  const lines = () => readFileSync(probeFile, 'utf8').split('\n').filter(Boolean)
  writeFileSync(probeFile, '')
  process.kill(server.pid, 'SIGUSR2')
  while (!lines().length) await new Promise((resolve) => setTimeout(resolve, 50))
  return JSON.parse(lines()[0]!) as Probe
}

/** One product's price at `dollars`, read now, imported as an operator would. */
function importPrice(root: string, env: NodeJS.ProcessEnv, id: string, dollars: number): void {
  const feed = join(scratch, 'one-price.csv')
  const row = { retailer, product: id, url: `https://shop.example/${id}`, priceCents: Math.round(dollars * 100), currency: 'USD', shippingCents: 0, availability: 'in_stock' as const, readAt: new Date().toISOString() }
  writeFileSync(feed, feedCsv([row]))
  const result = spawnSync('npm', ['run', '-s', 'prices:import', '--', feed], { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`prices:import failed:\n${result.stdout}\n${result.stderr}`)
}

/** How many times the server has said it made pages again after a change ("regenerated"). */
function madeAgain(server: StartedServer): number {
  return server.output().split('\n').filter((line) => line.includes('"msg":"regenerated')).length
}
