import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Ajv } from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import addFormatsPlugin from 'ajv-formats'
import { projectRoot } from './projectRoot.server.ts'

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

/** All schemas under schemas/, compiled once per process. */
export function schemaValidator(): SchemaValidator {
  instance ??= createSchemaValidator(join(projectRoot(), 'schemas'))
  return instance
}

function createSchemaValidator(schemasDir: string): SchemaValidator {
  // useDefaults: components and builders read complete documents, so no default is written twice.
  // Section defaults sit inside a discriminated oneOf, which ajv evaluates as the one chosen branch,
  // so they apply; strict mode would throw at compile time for a default ajv ignores.
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, useDefaults: true })
  // ajv-formats ships CommonJS; its default export arrives wrapped under Node's ESM loader.
  const addFormats = (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin
  addFormats(ajv, ['email', 'uri', 'date'])
  // Editor annotations for the YAML language server: hover text and completion
  // skeletons. They never constrain a document; strict mode only needs to know their names.
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' })
  for (const file of schemaFiles(schemasDir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string }
    if (schema.$id !== relative(schemasDir, file)) {
      throw new Error(`${file}: $id must be its path inside schemas/ ("${relative(schemasDir, file)}")`)
    }
    ajv.addSchema(schema)
  }
  const compiled = new Map<SchemaId, ValidateFunction>()
  return {
    validate(id, value) {
      let fn = compiled.get(id)
      if (!fn) {
        fn = ajv.getSchema(id)
        if (!fn) throw new Error(`schema ${id} is not in schemas/`)
        compiled.set(id, fn)
      }
      return fn(value) ? [] : [...(fn.errors ?? [])]
    },
    validateAgainst(schemaFile, value) {
      const fn = ajv.getSchema(schemaFile)
      if (!fn) throw new Error(`schema ${schemaFile} is not in schemas/`)
      return fn(value) ? [] : [...(fn.errors ?? [])]
    },
    discriminatorValues(oneOf, tag) {
      return oneOf.flatMap((branch) => {
        const schema = branch.$ref ? ajv.getSchema(branch.$ref)?.schema : branch
        const value = (schema as { properties?: Record<string, { const?: unknown }> } | undefined)?.properties?.[tag]?.const
        return typeof value === 'string' ? [value] : []
      })
    },
  }
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.schema.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}
