// `node tests/support/currentBuild.mjs write|check`: a fingerprint of everything the build reads
// (the engine, renderer, server and schemas, the content, the build configs and the locked
// dependencies, and where its prices came from), kept in dist/ beside the build. `write` records it
// after `npm run build`; `check` exits 0 when dist/ was built from exactly the present inputs and
// with the tests' prices, so the suites that run against the build build again only when something
// changed.
//
// The tests' prices are the content's demo feed (BUILD_PRICES=demo, `npm run build:current`): what
// tests/support/content.ts prices the content with. A build from the offers store (`npm start`'s,
// whose prices depend on what was imported into DATA_DIR before) is never taken for the tests' build.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { codeFiles, filesUnder } from '../../api/generate/bundleBuild.mjs'

const root = resolve(import.meta.dirname, '../..')
const STAMP = join(root, 'dist/.inputs')
const CONTENT = ['pages-config', 'api/catalogue']

/** The tests' price source, as BUILD_PRICES names it to api/generate/generateCli.ts. */
const TESTS_PRICES = 'demo'

function fingerprint(prices) {
  const contentDir = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : root
  const files = [...new Set([...codeFiles(root), ...CONTENT.flatMap((dir) => filesUnder(join(contentDir, dir)))])].sort()
  const hash = createHash('sha256').update(`content:${contentDir}\nprices:${prices}\n`)
  for (const file of files) hash.update(`${relative(root, file)}\n`).update(readFileSync(file))
  return hash.digest('hex')
}

const [command] = process.argv.slice(2)
if (command === 'write') {
  writeFileSync(STAMP, `${fingerprint(process.env.BUILD_PRICES || 'store')}\n`)
} else if (command === 'check') {
  const current = existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === fingerprint(TESTS_PRICES)
  if (current) console.log("dist/ is built from the present sources and content, with the content's demo prices: not building again")
  process.exit(current ? 0 : 1)
} else {
  console.error('usage: node tests/support/currentBuild.mjs write|check')
  process.exit(2)
}
