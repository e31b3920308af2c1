// `npm run gen:demo -- --reviews 1000 --out DIR [--products 30000 --category treadmills]`: a
// synthetic, valid content set of that many reviews in DIR, for CONTENT_DIR=DIR npm run check |
// build | dev | start, and bench:scale; with --products, one category (treadmills unless
// --category says) holds that many products, most of them without a review, as feeds bring them.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { writeDemoContent } from './demoContent.ts'

const USAGE = 'usage: npm run gen:demo -- --reviews <count> --out <new or empty folder> [--products <count> [--category <slug>]]'

try {
  const { values } = parseArgs({ options: { reviews: { type: 'string' }, out: { type: 'string' }, products: { type: 'string' }, category: { type: 'string', default: 'treadmills' } } })
  if (!values.reviews || !values.out) throw new Error(USAGE)
  const products = values.products === undefined ? undefined : Number(values.products)
  if (products !== undefined && !Number.isSafeInteger(products)) throw new Error(`--products must be a whole number\n${USAGE}`)
  const out = resolve(values.out)
  const { reviews } = writeDemoContent(projectRoot(), out, Number(values.reviews), products === undefined ? undefined : { category: values.category, products })
  console.log(`wrote ${reviews} reviews with their catalogue, categories, pages and images into ${out}\nuse it with CONTENT_DIR=${out}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
