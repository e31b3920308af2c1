// `node tests/support/currentBuild.mjs write|check`: a fingerprint of everything the build reads
// (the engine, renderer, server and schemas, the content, the build configs and the locked
// dependencies), kept in dist/ beside the build. `write` records it after `npm run build`; `check`
// exits 0 when dist/ was built from exactly the present inputs, so the suites that run against the
// build (browser, production, fuzz) build again only when something changed.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { codeFiles, filesUnder } from '../../api/generate/bundleBuild.mjs'

const root = resolve(import.meta.dirname, '../..')
const STAMP = join(root, 'dist/.inputs')
const CONTENT = ['pages-config', 'api/catalogue']

function fingerprint() {
  const contentDir = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : root
  const files = [...new Set([...codeFiles(root), ...CONTENT.flatMap((dir) => filesUnder(join(contentDir, dir)))])].sort()
  const hash = createHash('sha256').update(`content:${contentDir}\n`)
  for (const file of files) hash.update(`${relative(root, file)}\n`).update(readFileSync(file))
  return hash.digest('hex')
}

const [command] = process.argv.slice(2)
if (command === 'write') {
  writeFileSync(STAMP, `${fingerprint()}\n`)
} else if (command === 'check') {
  const current = existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === fingerprint()
  if (current) console.log('dist/ is built from the present sources and content: not building again')
  process.exit(current ? 0 : 1)
} else {
  console.error('usage: node tests/support/currentBuild.mjs write|check')
  process.exit(2)
}
