import { join } from 'node:path'
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv'
import { cachedSchemas, readPrecompiledSchemas, writePrecompiledSchemas } from './precompiledSchemas.server.ts'
import { projectRoot } from './projectRoot.server.ts'
import { readSchemaSet, schemaAt, schemaCompiler } from './schemaSet.server.ts'
import type { SchemaSet } from './schemaSet.server.ts'

import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import type { SchemaId } from '../../schemas/documentKinds.ts'

export type { SchemaId }

export type SchemaValidator = {
  /** Validates, and fills in every schema default the value lacks (the value is changed in place). */
  validate(id: SchemaId, value: unknown): ErrorObject[]
  /** The same for any schema under schemas/ by its $id ("review-section.schema.json"). */
  validateAgainst(schemaFile: string, value: unknown): ErrorObject[]
  /** The `const` values a discriminated oneOf accepts for its tag, for "expected one of" messages. */
  discriminatorValues(oneOf: readonly { $ref?: string }[], tag: string): string[]
}

let instance: SchemaValidator | undefined

/** All schemas under schemas/: the build's compiled validators when usePrecompiledSchemas found them, else compiled once per process. */
export function schemaValidator(): SchemaValidator {
  instance ??= validatorWith(readSchemaSet(schemasDir()))
  return instance
}

/**
 * From now on, validates with the validators the build compiled into `file`, when they were
 * compiled from the schemas as they are now: a server start then compiles no schema. Returns
 * whether they were taken; when not (no file, or schemas changed since), schemas compile as usual.
 */
export function usePrecompiledSchemas(file: string): boolean {
  const set = readSchemaSet(schemasDir())
  const validators = readPrecompiledSchemas(file, set)
  // A schema the build did not compile (one section's definition, asked for by its $id) compiles on first use.
  if (validators) instance = validatorWith(set, validators)
  return validators !== undefined
}

/**
 * The content check's way: validates each kind of document with the validator an earlier run
 * compiled into `file` when they match the schemas as they are now; otherwise compiles them now
 * and keeps them there for the next run (see cachedSchemas). Any other schema compiles on first use.
 */
export function useSchemaCache(file: string): void {
  const set = readSchemaSet(schemasDir())
  instance = validatorWith(set, cachedSchemas(file, set, Object.values(DOCUMENT_KINDS)))
}

/** Build time: compiles the schemas under schemas/ into `file`, for usePrecompiledSchemas. */
export function precompileSchemas(file: string): void {
  writePrecompiledSchemas(file, readSchemaSet(schemasDir()))
}

function schemasDir(): string {
  return join(projectRoot(), 'schemas')
}

/** The validator over a set: `compiled`'s function for a schema it holds, any other compiled on first use. */
function validatorWith(set: SchemaSet, compiled: ReadonlyMap<string, ValidateFunction> = new Map()): SchemaValidator {
  let ajv: Ajv | undefined
  return validatorOver(set, (id) => compiled.get(id) ?? (ajv ??= schemaCompiler(set)).getSchema(id))
}

/** The validator over a set, its functions found (and kept) by `compiled`. */
function validatorOver(set: SchemaSet, compiled: (id: string) => ValidateFunction | undefined): SchemaValidator {
  const functions = new Map<string, ValidateFunction>()
  const run = (id: string, value: unknown): ErrorObject[] => {
    let fn = functions.get(id)
    if (!fn) {
      fn = compiled(id)
      if (!fn) throw new Error(`schema ${id} is not in schemas/`)
      functions.set(id, fn)
    }
    return fn(value) ? [] : [...(fn.errors ?? [])]
  }
  return {
    validate: run,
    validateAgainst: run,
    discriminatorValues(oneOf, tag) {
      return oneOf.flatMap((branch) => {
        const schema = branch.$ref ? schemaAt(set, branch.$ref) : branch
        const value = (schema as { properties?: Record<string, { const?: unknown }> } | undefined)?.properties?.[tag]?.const
        return typeof value === 'string' ? [value] : []
      })
    },
  }
}
