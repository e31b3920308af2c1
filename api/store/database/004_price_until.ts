import type { Kysely } from 'kysely'

// A price a feed gives an end to (a sale with its effective dates, or the regular price before a
// sale that starts later): the moment it stops holding, kept with the offer and its observation.
// Null for a price that holds until it is read again, as every price before this migration did.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offers', 'price_observations']) await db.schema.alterTable(table).addColumn('price_until', 'varchar(30)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offers', 'price_observations']) await db.schema.alterTable(table).dropColumn('price_until').execute()
}
