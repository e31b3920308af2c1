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

/** schemaValidator's validators, once compiled. */
let compiled: SchemaValidator | undefined

/**
 * The schemas under schemas/, compiled on first use: what a load validates with when its content
 * store was handed no other validator. Compiled once per process and never replaced (the schemas
 * are the code's, not the content's); a command that has the build's or the check's compiled
 * validators hands them to its store instead (precompiledValidator, cachedValidator).
 */
export function schemaValidator(): SchemaValidator {
  compiled ??= validatorWith(readSchemaSet(schemasDir()))
  return compiled
}

/**
 * The validators the build compiled into `file`, when they were compiled from the schemas as they
 * are now (a server start then compiles no schema); undefined when not (no file, or schemas
 * changed since): the schemas then compile on first use.
 */
export function precompiledValidator(file: string): SchemaValidator | undefined {
  const set = readSchemaSet(schemasDir())
  const validators = readPrecompiledSchemas(file, set)
  // A schema the build did not compile (one section's definition, asked for by its $id) compiles on first use.
  return validators && validatorWith(set, validators)
}

/**
 * The content check's validators: each kind of document's from what an earlier run compiled into
 * `file` when it matches the schemas as they are now; otherwise compiled now and kept there for the
 * next run (see cachedSchemas). Any other schema compiles on first use.
 */
export function cachedValidator(file: string): SchemaValidator {
  const set = readSchemaSet(schemasDir())
  return validatorWith(set, cachedSchemas(file, set, Object.values(DOCUMENT_KINDS)))
}

/** Build time: compiles the schemas under schemas/ into `file`, for precompiledValidator. */
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
