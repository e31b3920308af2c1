import type { Retailer } from '../../schemas/types.gen.ts'
import type { Store } from './database/openStore.ts'

/** Adds the retailers to the store and updates the ones it has; retailers not listed stay. */
export async function seedRetailers(store: Store, retailers: readonly Retailer[]): Promise<void> {
  for (const retailer of retailers) {
    const row = { id: retailer.id, name: retailer.name, link_template: retailer.linkTemplate, disclosure: retailer.disclosure }
    await store.db
      .insertInto('retailers')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ name: row.name, link_template: row.link_template, disclosure: row.disclosure }))
      .execute()
  }
}
