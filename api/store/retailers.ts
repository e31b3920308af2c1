import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import { parse } from 'yaml'
import schema from '../../schemas/retailers.schema.json' with { type: 'json' }
import type { Retailer, RetailersFile } from '../../schemas/types.gen.ts'
import type { Store } from './openStore.ts'

/** A retailer as pages-config/retailers.yaml describes it. */
export type RetailerConfig = Retailer

export const RETAILERS_FILE = join('pages-config', 'retailers.yaml')

// The file's schema, the one the content check validates it with. Checking it against JSON Schema's
// meta-schema would compile that meta-schema at every server start, for nothing; its editor
// annotations are not keywords ajv knows.
const validate = new Ajv({ allErrors: true, validateSchema: false, strict: false }).compile<RetailersFile>(schema)

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

/** Adds the retailers to the store and updates the ones it has; retailers not listed stay. */
export async function seedRetailers(store: Store, retailers: readonly RetailerConfig[]): Promise<void> {
  for (const retailer of retailers) {
    const row = { id: retailer.id, name: retailer.name, link_template: retailer.linkTemplate, disclosure: retailer.disclosure }
    await store.db
      .insertInto('retailers')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ name: row.name, link_template: row.link_template, disclosure: row.disclosure }))
      .execute()
  }
}
