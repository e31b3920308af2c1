import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import type { Ajv } from 'ajv'
import type addFormatsPlugin from 'ajv-formats'

type Schema = Record<string, unknown>

/** Every schema under schemas/, by its $id, and a fingerprint of their texts and of how they are compiled. */
export type SchemaSet = { schemas: ReadonlyMap<string, Schema>; fingerprint: string }

/**
 * ajv's compiler, loaded on the first compile rather than with this module: a check or a server
 * start that finds its validators compiled already never loads it (both packages are CommonJS).
 */
const requirePackage = createRequire(import.meta.url)

/**
 * How the schemas are compiled. useDefaults: components and builders read complete documents, so
 * no default is written twice. Section defaults sit inside a discriminated oneOf, which ajv
 * evaluates as the one chosen branch, so they apply; strict mode would throw at compile time for a
 * default ajv ignores. The annotations are the YAML language server's hover text and completion
 * skeletons: they never constrain a document; strict mode only needs to know their names.
 */
const COMPILER = {
  options: { allErrors: true, verbose: true, discriminator: true, strict: true, useDefaults: true },
  formats: ['email', 'uri', 'date'],
  annotations: [
    { keyword: 'markdownDescription', schemaType: 'string' },
    { keyword: 'defaultSnippets', schemaType: 'array' },
  ],
} as const

/** Reads every *.schema.json under `schemasDir`; each $id must be its path there. */
export function readSchemaSet(schemasDir: string): SchemaSet {
  const schemas = new Map<string, Schema>()
  const hash = createHash('sha256')
  // Validators compiled by another ajv, or with other options, are never taken for these.
  hash.update(`ajv ${(requirePackage('ajv/package.json') as { version: string }).version}\0${JSON.stringify(COMPILER)}\0`)
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
  const { Ajv } = requirePackage('ajv') as typeof import('ajv')
  const addFormats = (requirePackage('ajv-formats') as { default: typeof addFormatsPlugin }).default
  const ajv = new Ajv({ ...COMPILER.options, code: { source } })
  addFormats(ajv, [...COMPILER.formats])
  for (const annotation of COMPILER.annotations) ajv.addKeyword({ ...annotation })
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
