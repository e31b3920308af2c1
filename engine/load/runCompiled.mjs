// `node engine/load/runCompiled.mjs <entry.ts> [args...]`: runs a TypeScript command line compiled
// into one module. Run through tsx, `npm run check` spent about a fifth of its time at 1,000
// reviews loading its 180 modules one by one through tsx's loader thread; one compiled module
// loads in a tenth of that. The module is compiled by esbuild (packages stay imports, resolved
// from node_modules as before) into node_modules/.cache/compiled-cli/, and compiled again when
// any file it was made from changed: the hash of every input's bytes is kept beside it. When
// esbuild cannot compile the entry, it runs through tsx instead, which reports the same mistake.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'node_modules/.cache/compiled-cli')
/**
 * The hash of the inputs' paths and bytes; undefined when one of them is gone. The inputs include
 * package-lock.json and this file, so a module compiled by another esbuild, or by another version
 * of this file, is compiled again.
 */
function inputsHash(inputs) {
  const hash = createHash('sha256')
  for (const input of inputs) {
    const file = join(root, input)
    if (!existsSync(file)) return undefined
    hash.update(`\0${input}\0`).update(readFileSync(file))
  }
  return hash.digest('base64url')
}

/** The compiled module for `entry` when the inputs recorded with it are unchanged. */
function keptModule(out) {
  try {
    const { inputs, hash } = JSON.parse(readFileSync(`${out}.inputs.json`, 'utf8'))
    return existsSync(out) && inputsHash(inputs) === hash ? out : undefined
  } catch {
    return undefined
  }
}

/** Compiles `entry` into `out` with the list and hash of its inputs; undefined when esbuild cannot. */
async function compile(entry, out) {
  const { build } = await import('esbuild')
  const partial = `${out}.${process.pid}`
  try {
    const { metafile } = await build({
      entryPoints: [entry],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: root,
      // Modules find the project and its packages from their own place: the entry's, not the cache's.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, entry)).href) },
    })
    const inputs = [...Object.keys(metafile.inputs), 'package-lock.json', relative(root, import.meta.filename)].sort()
    // The module first, then its record: a record is never read beside an older module.
    renameSync(partial, out)
    writeFileSync(partial, JSON.stringify({ inputs, hash: inputsHash(inputs) }))
    renameSync(partial, `${out}.inputs.json`)
    return out
  } catch {
    return undefined
  }
}

const [entryArg, ...args] = process.argv.slice(2)
if (!entryArg) {
  console.error('usage: node engine/load/runCompiled.mjs <entry.ts> [args...]')
  process.exit(2)
}
const entry = relative(root, resolve(entryArg))
// Named by the project's folder too: work trees sharing one node_modules keep their own.
const rootKey = createHash('sha256').update(root).digest('hex').slice(0, 8)
const out = join(outDir, `${basename(entry).replace(/\.tsx?$/, '')}-${rootKey}.mjs`)
mkdirSync(outDir, { recursive: true })
const compiled = keptModule(out) ?? (await compile(entry, out))
// The command reads its arguments, and knows itself, as when run from source.
process.argv = [process.argv[0], join(root, entry), ...args]
if (!compiled) (await import('tsx/esm/api')).register()
await import(pathToFileURL(compiled ?? join(root, entry)).href)
