import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { ValidateFunction } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { schemaCompiler } from './schemaSet.server.ts'
import type { SchemaSet } from './schemaSet.server.ts'

/** The build's validators: one function per schema $id, as ajv compiled them. */
export type PrecompiledValidators = ReadonlyMap<string, ValidateFunction>

/** The export that names the schema texts a module was compiled from. */
const FINGERPRINT = 'schemaFingerprint'

/**
 * Compiles every schema of the set once and writes the validators' code as one CommonJS module
 * (ajv's standalone code), so a server start loads them instead of compiling them. The module
 * requires ajv's runtime helpers, so it must sit inside the project, where node_modules resolves.
 */
export function writePrecompiledSchemas(file: string, set: SchemaSet): void {
  const ajv = schemaCompiler(set, { source: true })
  const ids = Object.fromEntries([...set.schemas.keys()].map((id) => [id, id]))
  const code = `${standaloneCode(ajv, ids)}\nexports.${FINGERPRINT} = ${JSON.stringify(set.fingerprint)};\n`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, code)
}

/**
 * The validators written by writePrecompiledSchemas, when they were compiled from exactly these
 * schema texts; undefined when the file is missing or the schemas changed since (then the
 * caller compiles them as usual).
 */
export function readPrecompiledSchemas(file: string, set: SchemaSet): PrecompiledValidators | undefined {
  if (!existsSync(file)) return undefined
  const exported = createRequire(import.meta.url)(file) as Record<string, unknown>
  if (exported[FINGERPRINT] !== set.fingerprint) return undefined
  const validators = new Map<string, ValidateFunction>()
  for (const id of set.schemas.keys()) {
    const validate = exported[id]
    if (typeof validate !== 'function') return undefined
    validators.set(id, validate as ValidateFunction)
  }
  return validators
}
