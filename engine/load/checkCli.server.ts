// `npm run check`: validates every YAML file (pages-config/ and the catalogue), prints every
// problem as file:line:col  /pointer  message, and exits non-zero when there is any.
import { formatProblems } from './formatProblems.ts'
import { loadContent } from './loadContent.server.ts'

const result = loadContent()
if (result.ok) {
  const { catalogue, reviews } = result.content
  console.log(`content ok: ${catalogue.all().length} products, ${reviews.size} reviews`)
} else {
  console.error(formatProblems(result.problems))
  process.exitCode = 1
}
