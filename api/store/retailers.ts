import type { Store } from './openStore.ts'
import type { RetailerConfig } from '../../engine/load/readRetailers.server.ts'

// The content's retailers are read with the rest of the content; the store keeps a copy of them.
export { readRetailers, RETAILERS_FILE } from '../../engine/load/readRetailers.server.ts'
export type { RetailerConfig } from '../../engine/load/readRetailers.server.ts'

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
