// `npm run gen:demo -- --reviews 1000 --out DIR`: a synthetic, valid content set of that many
// reviews in DIR, for CONTENT_DIR=DIR npm run check | build | dev | start, and bench:scale.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { writeDemoContent } from './demoContent.ts'

const USAGE = 'usage: npm run gen:demo -- --reviews <count> --out <new or empty folder>'

try {
  const { values } = parseArgs({ options: { reviews: { type: 'string' }, out: { type: 'string' } } })
  if (!values.reviews || !values.out) throw new Error(USAGE)
  const out = resolve(values.out)
  const { reviews } = writeDemoContent(projectRoot(), out, Number(values.reviews))
  console.log(`wrote ${reviews} reviews with their catalogue, categories, pages and images into ${out}\nuse it with CONTENT_DIR=${out}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
