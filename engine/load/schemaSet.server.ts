import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Ajv } from 'ajv'
import addFormatsPlugin from 'ajv-formats'

type Schema = Record<string, unknown>

/** Every schema under schemas/, by its $id, and a fingerprint of their texts. */
export type SchemaSet = { schemas: ReadonlyMap<string, Schema>; fingerprint: string }

/** Reads every *.schema.json under `schemasDir`; each $id must be its path there. */
export function readSchemaSet(schemasDir: string): SchemaSet {
  const schemas = new Map<string, Schema>()
  const hash = createHash('sha256')
  for (const file of schemaFiles(schemasDir)) {
    const text = readFileSync(file, 'utf8')
    const schema = JSON.parse(text) as Schema
    const id = relative(schemasDir, file)
    if (schema.$id !== id) throw new Error(`${file}: $id must be its path inside schemas/ ("${id}")`)
    schemas.set(id, schema)
    hash.update(`${id}\0${text}\0`)
  }
  return { schemas, fingerprint: hash.digest('hex') }
}

/**
 * An ajv instance holding the whole set, each schema compiled on first use. With `source`, each
 * compiled validator keeps its code, so the build can write them out as one module.
 */
export function schemaCompiler(set: SchemaSet, { source = false } = {}): Ajv {
  // useDefaults: components and builders read complete documents, so no default is written twice.
  // Section defaults sit inside a discriminated oneOf, which ajv evaluates as the one chosen branch,
  // so they apply; strict mode would throw at compile time for a default ajv ignores.
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, useDefaults: true, code: { source } })
  // ajv-formats ships CommonJS; its default export arrives wrapped under Node's ESM loader.
  const addFormats = (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin
  addFormats(ajv, ['email', 'uri', 'date'])
  // Editor annotations for the YAML language server: hover text and completion
  // skeletons. They never constrain a document; strict mode only needs to know their names.
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' })
  for (const schema of set.schemas.values()) ajv.addSchema(schema)
  return ajv
}

/** The schema a $ref names ("sections.schema.json#/definitions/faq"), read from the set's texts. */
export function schemaAt(set: SchemaSet, ref: string): Schema | undefined {
  const [id = '', pointer = ''] = ref.split('#')
  let node: unknown = set.schemas.get(id)
  for (const token of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~')
    node = node && typeof node === 'object' ? (node as Schema)[key] : undefined
  }
  return node && typeof node === 'object' ? (node as Schema) : undefined
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.schema.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}
