// `npm run build:bundles`: Vike's build of the pages and the Node bundle (vite.server.config.ts),
// skipped when every input they are made from (the code, schemas, configs and locked dependencies;
// not the content) is the same as at the last bundle build and its output is still in dist/.
// BUILD_FRESH=1 builds them again regardless.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Folders of code whose files the bundles are made from; the catalogue under api/ is content. */
const CODE_DIRS = ['engine', 'renderer', 'api', 'schemas']
const CONTENT_UNDER_CODE = ['api/catalogue']
const CODE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'vite.server.config.ts']
/** What a bundle build leaves, all of which must be there for it to be skipped. */
const OUTPUTS = ['dist/assets.json', 'dist/server/entry.mjs', 'dist/node/server.js', 'dist/node/generate.js']

/** Every file under `dir`, absolute; none when it does not exist. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The code files of the project at `root`, sorted: what the bundles and every page's markup are made from. */
export function codeFiles(root) {
  const content = CONTENT_UNDER_CODE.map((dir) => join(root, dir))
  return [...CODE_DIRS.flatMap((dir) => filesUnder(join(root, dir))), ...CODE_FILES.map((file) => join(root, file))]
    .filter((file) => !content.some((dir) => file.startsWith(`${dir}/`)))
    .sort()
}

/** A hash of every code file's path and bytes. */
export function codeFingerprint(root) {
  const hash = createHash('sha256')
  for (const file of codeFiles(root)) hash.update(`${relative(root, file)}\n`).update(readFileSync(file))
  return hash.digest('hex')
}

const stampPath = (root) => join(root, 'dist/.bundle-inputs')

function run(root, command, args) {
  const done = spawnSync(join(root, 'node_modules/.bin', command), args, { cwd: root, stdio: 'inherit' })
  if (done.status !== 0) process.exit(done.status ?? 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '../..')
  const fingerprint = codeFingerprint(root)
  const fresh = process.env.BUILD_FRESH === '1'
  const kept = existsSync(stampPath(root)) && readFileSync(stampPath(root), 'utf8').trim() === fingerprint
  if (!fresh && kept && OUTPUTS.every((file) => existsSync(join(root, file)))) {
    console.log('bundles: the code is unchanged since they were built; not building them again (BUILD_FRESH=1 does)')
  } else {
    run(root, 'vike', ['build'])
    run(root, 'vite', ['build', '--config', 'vite.server.config.ts'])
    writeFileSync(stampPath(root), `${fingerprint}\n`)
  }
}
