// The text of schemas/types.gen.ts, from the JSON Schemas, so the schemas stay the single source of
// truth. `npm run gen:schemas` writes it; tests/schemas/typesFresh.test.ts fails when it is stale.
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from 'json-schema-to-typescript'
import type { JSONSchema } from 'json-schema-to-typescript'
import { DOCUMENT_KINDS } from './documentKinds.ts'

const schemasDir = dirname(fileURLToPath(import.meta.url))

const BANNER = `/* eslint-disable */
// Generated from schemas/*.schema.json by \`npm run gen:schemas\`. Do not edit by hand.
// The types describe documents as loaded: the loader applies schema defaults, so a property with a
// default is always present.`

export async function generateTypes(): Promise<string> {
  const root: JSONSchema = {
    title: 'ContentDocuments',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.values(DOCUMENT_KINDS).map((schema) => [schema.replace('.schema.json', ''), { $ref: schema }])),
  }
  const source = await compile(root, 'ContentDocuments', {
    cwd: schemasDir,
    bannerComment: BANNER,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, semi: false, printWidth: 120 },
    $refOptions: { resolve: { file: { order: 1, canRead: true, read: (file: { url: string }) => JSON.stringify(untitledProperties(requireDefaulted(JSON.parse(readFileSync(fileURLToPath(new URL(file.url, 'file://')), 'utf8'))))) } } },
  })
  return source
}

/**
 * Drops the editor-facing title of every property, and the annotations beside a property's $ref:
 * json-schema-to-typescript would turn each into its own named type (Heading, Heading1, SectionId1,
 * ...), while a property's type belongs to its object and a $ref's to its schema.
 */
function untitledProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(untitledProperties)
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, untitledProperties(value)]))
  const properties = copy.properties
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    copy.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, untitled(value)]))
  }
  return copy
}

function untitled(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema
  const { title: _title, ...rest } = schema as Record<string, unknown>
  return typeof rest.$ref === 'string' ? { $ref: rest.$ref } : rest
}

/** Marks every property that has a default as required, everywhere in a schema. */
function requireDefaulted(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(requireDefaulted)
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, requireDefaulted(value)]))
  const properties = copy.properties as Record<string, { default?: unknown }> | undefined
  if (properties && typeof properties === 'object') {
    const defaulted = Object.keys(properties).filter((key) => properties[key]?.default !== undefined)
    if (defaulted.length) copy.required = [...new Set([...((copy.required as string[] | undefined) ?? []), ...defaulted])]
  }
  return copy
}

