// `node --import tsx tests/support/growContentCli.ts <dir>`: copies this repository's content into
// <dir> and grows it as the editing guides describe (a review, a category with one product and no
// review, a guide), for running the content-dependent suites with CONTENT_DIR=<dir>.
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { copyContent, growContent } from './growContent.ts'

const [dir] = process.argv.slice(2)
if (!dir) {
  console.error('usage: node --import tsx tests/support/growContentCli.ts <empty or new folder>')
  process.exit(2)
}
const out = resolve(dir)
if (existsSync(out) && readdirSync(out).length) {
  console.error(`${out} is not empty`)
  process.exit(2)
}
copyContent(projectRoot(), out)
const grown = growContent(out)
console.log(`grown content in ${out}: review /product/${grown.review}, category /category/${grown.category} (product ${grown.product}, no review), guide /guides/${grown.guide}`)
