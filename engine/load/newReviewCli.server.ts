// `npm run new:review -- <slug> --category <category> --product <id>`: writes a starter review
// that passes the check. Exits non-zero, writing nothing, when the request cannot be met.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { projectRoot } from '../content/projectRoot.server.ts'
import { scaffoldReview } from './scaffoldReview.server.ts'
import type { ScaffoldRequest } from './scaffoldReview.server.ts'

const USAGE = 'usage: npm run new:review -- <slug> --category <category> --product <catalogue id>'

export function parseNewReviewArgs(args: readonly string[]): ScaffoldRequest | string {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`
  }
  const [slug, ...extra] = parsed.positionals
  const { category, product } = parsed.values
  if (!slug || extra.length || !category || !product) return USAGE
  return { slug, category, product }
}

function parse(args: readonly string[]) {
  return parseArgs({ args: [...args], allowPositionals: true, strict: true, options: { category: { type: 'string' }, product: { type: 'string' } } })
}

function main(): void {
  const request = parseNewReviewArgs(process.argv.slice(2))
  if (typeof request === 'string') {
    console.error(request)
    process.exitCode = 2
    return
  }
  const result = scaffoldReview(projectRoot(), request)
  if (!result.ok) {
    console.error(`new:review: ${result.message}`)
    process.exitCode = 1
    return
  }
  console.log(`wrote ${result.file}: replace its placeholder copy, then run \`npm run check\`. It is served at /product/${request.slug}.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
