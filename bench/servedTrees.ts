// `npm run bench:served-trees -- --dir DIR --tree ROOT=DATA_DIR [--tree ROOT=DATA_DIR ...] [--runs 3]`:
// the production servers of built trees (each built with `CONTENT_DIR=DIR DATA_DIR=... npm run build`,
// at any revision) started over the content in DIR in turns, each on its own offers store: the time
// from spawning the process to its first page answered, the time of the first page asked (a
// filtered category view no build made, rendered on request), and its resident memory after the
// pages bench:scale asks (that view, `/`, 50 review pages and a search). Prints each run,
// then each tree's medians and their ratio to the first tree's, from the same minutes of the machine.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { REVIEWS_DIR } from '../engine/content/contentLayout.ts'
import { startedServer } from './startedServer.ts'

const { values } = parseArgs({ options: { dir: { type: 'string' }, tree: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' }, category: { type: 'string', default: 'treadmills' } } })
const trees = (values.tree ?? []).map((tree) => {
  const [root, data] = tree.split('=')
  return { root: root!, data: data! }
})
if (!values.dir || trees.length === 0 || trees.some(({ root, data }) => !root || !data)) {
  console.error('usage: npm run bench:served-trees -- --dir DIR --tree ROOT=DATA_DIR [--tree ROOT=DATA_DIR ...] [--runs 3]')
  process.exit(2)
}
const dir = values.dir
const slugs = readdirSync(join(dir, REVIEWS_DIR)).map((name) => name.replace(/\.yaml$/, ''))
const pages = [`/category/${values.category}?sort=price-low&maxPrice=2000`, '/', ...slugs.slice(0, 50).map((slug) => `/product/${slug}`), '/search?query=bike']

type Figures = { startMs: number; filteredMs: number; rssMb: number; peakMb: number }
const results = trees.map(() => [] as Figures[])

for (let run = 1; run <= Number(values.runs); run++) {
  // Each run in the other order, so neither tree always starts on the warmer machine.
  const order = trees.map((_, index) => index)
  for (const index of run % 2 ? order : order.reverse()) {
    const { root, data } = trees[index]!
    const server = await startedServer(root, { ...process.env, NODE_ENV: 'production', CONTENT_DIR: dir, DATA_DIR: data })
    const filterStart = performance.now()
    await server.get(pages[0]!)
    const filteredMs = performance.now() - filterStart
    for (const path of pages.slice(1)) await server.get(path)
    const figures = { startMs: server.startMs, filteredMs, ...server.memory() }
    await server.stop()
    results[index]!.push(figures)
    console.log(`run ${run}, ${root}: start ${(figures.startMs / 1000).toFixed(2)} s, ${pages[0]} ${Math.round(filteredMs)} ms, ${figures.rssMb} MB after ${pages.length} pages (peak ${figures.peakMb} MB)`)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
const first = { startMs: median(results[0]!.map((figures) => figures.startMs)), rssMb: median(results[0]!.map((figures) => figures.rssMb)) }
console.log(`\nmedians over ${values.runs} runs, ${slugs.length} reviews:`)
trees.forEach(({ root }, index) => {
  const startMs = median(results[index]!.map((figures) => figures.startMs))
  const rssMb = median(results[index]!.map((figures) => figures.rssMb))
  const ratio = index === 0 ? '' : ` (${(startMs / first.startMs).toFixed(2)}x, ${(rssMb / first.rssMb).toFixed(2)}x)`
  console.log(`  ${root}: start ${(startMs / 1000).toFixed(2)} s, ${rssMb} MB${ratio}`)
})
