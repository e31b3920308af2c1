// `node --import tsx tests/support/growContentCli.ts <dir>`: copies this repository's content into
// <dir> and grows it as the editing guides describe (a review, a category with one product and no
// review, a guide, a retailer with a feed), for running the content-dependent suites with
// CONTENT_DIR=<dir>.
// `... growContentCli.ts --in-place`: grows this repository's own content folders, where an editor
// works, so that every suite sees it (CI does this in its throwaway clone; nothing is committed).
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { copyContent, growContent } from './growContent.ts'

const USAGE = 'usage: node --import tsx tests/support/growContentCli.ts <empty or new folder> | --in-place'

function target(arg: string | undefined): string {
  if (arg === '--in-place') return projectRoot()
  if (!arg) {
    console.error(USAGE)
    process.exit(2)
  }
  const out = resolve(arg)
  if (existsSync(out) && readdirSync(out).length) {
    console.error(`${out} is not empty\n${USAGE}`)
    process.exit(2)
  }
  copyContent(projectRoot(), out)
  return out
}

const out = target(process.argv[2])
const grown = growContent(out)
console.log(
  `grown content in ${out}: review /product/${grown.review}, category /category/${grown.category} (product ${grown.product}, no review), guide /guides/${grown.guide}, retailer ${grown.retailer}`,
)
