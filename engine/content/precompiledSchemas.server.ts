import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { ValidateFunction } from 'ajv'
import type standaloneCodeOf from 'ajv/dist/standalone/index.js'
import { schemaCompiler } from './schemaSet.server.ts'
import type { SchemaSet } from './schemaSet.server.ts'

/** The build's validators: one function per schema $id, as ajv compiled them. */
type PrecompiledValidators = ReadonlyMap<string, ValidateFunction>

/** The export that names the schema texts a module was compiled from. */
const FINGERPRINT = 'schemaFingerprint'

/**
 * The schemas `ids` of the set compiled (each with the schemas it refers to): the validators, and
 * their code as one CommonJS module (ajv's standalone code).
 */
function compileAll(set: SchemaSet, ids: readonly string[]): { validators: PrecompiledValidators; code: string } {
  const ajv = schemaCompiler(set, { source: true })
  const standaloneCode = (createRequire(import.meta.url)('ajv/dist/standalone/index.js') as { default: typeof standaloneCodeOf }).default
  const code = `${standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])))}\nexports.${FINGERPRINT} = ${JSON.stringify(set.fingerprint)};\n`
  const validators = new Map(ids.map((id) => [id, ajv.getSchema(id)!]))
  return { validators, code }
}

/** Writes the file whole under another name first: a process reading it never sees half of it. */
function writeWhole(file: string, code: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}-${randomUUID()}`
  writeFileSync(partial, code)
  renameSync(partial, file)
}

/**
 * Compiles every schema of the set once and writes the validators' code as one CommonJS module,
 * so a server start loads them instead of compiling them; a module already compiled from these
 * schemas is kept. The module requires ajv's runtime
 * helpers, so it must sit inside the project, where node_modules resolves.
 */
export function writePrecompiledSchemas(file: string, set: SchemaSet): void {
  if (writtenFingerprint(file) === set.fingerprint) return
  writeWhole(file, compileAll(set, [...set.schemas.keys()]).code)
}

/** The fingerprint a precompiled module ends with (read as text, not loaded); undefined without one. */
function writtenFingerprint(file: string): string | undefined {
  if (!existsSync(file)) return undefined
  return new RegExp(`exports\\.${FINGERPRINT} = "([0-9a-f]+)";\\n$`).exec(readFileSync(file, 'utf8').slice(-200))?.[1]
}

/**
 * Where the content check keeps the validators it compiled, for its next run: compiling the
 * schemas is a fixed cost of each check, paid again only after a schema changes (the fingerprint
 * tells). A cache of compiled code, like tsx's of compiled modules; the parsed YAML is elsewhere.
 */
export const schemaCacheFile = (projectRoot: string) => join(projectRoot, 'node_modules/.cache/schema-validators.cjs')

/**
 * The validators of the schemas `ids` kept in `file` when they were compiled from exactly these
 * schemas; otherwise (no file, other schemas, a file damaged) those schemas compiled now, and
 * written there for the next run. A file that cannot be written (a read-only checkout) only
 * means compiling again then.
 */
export function cachedSchemas(file: string, set: SchemaSet, ids: readonly string[]): PrecompiledValidators {
  try {
    const kept = readPrecompiledSchemas(file, set, ids)
    if (kept) return kept
  } catch {
    // Damaged: compiled and written again below.
  }
  const { validators, code } = compileAll(set, ids)
  try {
    writeWhole(file, code)
  } catch {
    // Not writable: the next run compiles again.
  }
  return validators
}

/**
 * The validators written by writePrecompiledSchemas (of every schema, or of `ids`), when they were
 * compiled from exactly these schema texts; undefined when the file is missing, lacks one of them,
 * or the schemas changed since (then the caller compiles them as usual).
 */
export function readPrecompiledSchemas(file: string, set: SchemaSet, ids: readonly string[] = [...set.schemas.keys()]): PrecompiledValidators | undefined {
  if (!existsSync(file)) return undefined
  const require = createRequire(import.meta.url)
  // The file as it is now, not as this process first read it: it is rewritten when the schemas change.
  delete require.cache[require.resolve(file)]
  const exported = require(file) as Record<string, unknown>
  if (exported[FINGERPRINT] !== set.fingerprint) return undefined
  const validators = new Map<string, ValidateFunction>()
  for (const id of ids) {
    const validate = exported[id]
    if (typeof validate !== 'function') return undefined
    validators.set(id, validate as ValidateFunction)
  }
  return validators
}
