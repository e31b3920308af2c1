// `npm run bench:trace`: one review's product followed through the render of its page model
// (buildReviewModel), as docs/architecture.md reports it. The engine is loaded by Vite for the
// server, as the renderer loads it, with every function in engine/ instrumented
// (bench/renderTrace/tracePlugin.ts); the walk is the file control is in after each call and each
// return. A stay is a run of steps in one file; a return is a stay in a
// file already left before. The render is traced once warm (the way a request renders it, the
// snapshot's summaries and rankings already worked out) and once cold, for the first review.
import { createServer } from 'vite'
import { tracePlugin } from './renderTrace/tracePlugin.ts'

type Walk = { enter: (file: string) => void; exit: () => void; steps: string[] }

function startWalk(): Walk {
  const stack: string[] = []
  const steps: string[] = []
  const note = (file: string | undefined) => file !== undefined && steps.at(-1) !== file && steps.push(file)
  return {
    steps,
    enter: (file) => {
      stack.push(file)
      note(file)
    },
    exit: () => {
      stack.pop()
      note(stack.at(-1))
    },
  }
}

/** The price path: the walk through the modules that hold products and their prices alone. */
const PRICE_PATH = /^engine\/(shop|catalogue)\//

/** Files, stays and returns of a walk (of its steps in `only`, when given), and the walk itself. */
function summarise(all: readonly string[], only?: RegExp): { files: number; stays: number; returns: number; walk: string } {
  const steps = all.filter((file) => !only || only.test(file)).filter((file, index, kept) => kept[index - 1] !== file)
  const files = new Set(steps).size
  return { files, stays: steps.length, returns: steps.length - files, walk: steps.map((file) => file.replace(/^engine\//, '')).join(' > ') }
}

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')
const vite = await createServer({ root, configFile: false, plugins: [tracePlugin(root)], server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true, include: [] } })
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>
const { loadContent, readRetailers } = await load<typeof import('../engine/load/loadContent.server.ts')>('/engine/load/loadContent.server.ts')
const { pricedContent } = await load<typeof import('../engine/load/Content.ts')>('/engine/load/Content.ts')
const { demoOfferBook } = await load<typeof import('../api/store/demo/demoOfferBook.ts')>('/api/store/demo/demoOfferBook.ts')
const { buildReviewModel } = await load<typeof import('../engine/pages/review/buildReviewModel.ts')>('/engine/pages/review/buildReviewModel.ts')

const loaded = loadContent(root)
if (!loaded.ok) throw new Error('the content is invalid: run npm run check')
const content = pricedContent(loaded.content, demoOfferBook(loaded.content, readRetailers(root)))
const [slug, review] = [...content.reviews][0]!
const product = content.catalogue.byId(review.product)!
const traced = (label: string) => {
  const walk = startWalk()
  const holder = globalThis as { renderTrace?: Walk }
  holder.renderTrace = walk
  buildReviewModel(review, product, content.site, content.catalogue, content.retailers)
  delete holder.renderTrace
  const { files, stays, returns } = summarise(walk.steps)
  const prices = summarise(walk.steps, PRICE_PATH)
  console.log(`${label}: ${files} files, ${stays} stays, ${returns} returns; the price path (engine/shop, engine/catalogue): ${prices.files} files, ${prices.stays} stays, ${prices.returns} returns`)
  return prices.walk
}
console.log(`/product/${slug} (${product.id}), buildReviewModel:`)
const cold = traced('cold (first render after loading)')
const warm = traced('warm (as a request renders it)')
if (process.argv.includes('--walk')) console.log(`\ncold walk:\n${cold}\n\nwarm walk:\n${warm}`)
await vite.close()
