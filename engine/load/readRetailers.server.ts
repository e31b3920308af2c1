import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import type { JSONSchemaType } from 'ajv'
import { parse } from 'yaml'

/** A retailer as pages-config/retailers.yaml describes it. */
export type RetailerConfig = { id: string; name: string; shopUrl: string; linkTemplate: string; disclosure: string }

export const RETAILERS_FILE = join('pages-config', 'retailers.yaml')

const SCHEMA: JSONSchemaType<{ retailers: RetailerConfig[] }> = {
  type: 'object',
  required: ['retailers'],
  properties: {
    retailers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'shopUrl', 'linkTemplate', 'disclosure'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 },
          name: { type: 'string', minLength: 1, maxLength: 200 },
          shopUrl: { type: 'string', pattern: '^https://[^/]+$' },
          // The offer's own page goes where {url} stands.
          linkTemplate: { type: 'string', pattern: '^https://.*\\{url\\}', maxLength: 1000 },
          disclosure: { type: 'string', minLength: 1, maxLength: 1000 },
        },
      },
    },
  },
}

// The schema is this module's own constant: checking it against JSON Schema's meta-schema would
// compile that meta-schema at every server start, for nothing.
const validate = new Ajv({ allErrors: true, validateSchema: false }).compile(SCHEMA)

/**
 * The retailers of a content folder; a wrong file throws, naming the file and the fields. A
 * content without the file has none: the site serves, and no offer can be imported or shown.
 */
export function readRetailers(contentDir: string): RetailerConfig[] {
  const file = join(contentDir, RETAILERS_FILE)
  if (!existsSync(file)) return []
  const value: unknown = parse(readFileSync(file, 'utf8'))
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ')
    throw new Error(`${file}: ${problems}`)
  }
  return value.retailers
}
