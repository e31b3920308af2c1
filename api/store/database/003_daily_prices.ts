import type { Kysely } from 'kysely'
import { writeAllPriceDays } from './writePriceDays.ts'
import type { StoreDatabase } from './StoreDatabase.ts'

// Written against Kysely<unknown>: a migration keeps the shape of its own day, not today's types.
// The back-fill is the exception: it works the daily best prices out by the importer's own rule,
// so the store never holds two versions of it.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each product's best price per UTC day: the snapshot reads these instead of every observation.
  await db.schema
    .createTable('daily_best_prices')
    .addColumn('product_id', 'varchar(120)', (column) => column.notNull())
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('daily_best_prices_pkey', ['product_id', 'day'] as never)
    .execute()
  // Which products an import changed: a serving process reads again only those newer than its snapshot.
  await db.schema
    .createTable('product_versions')
    .addColumn('product_id', 'varchar(120)', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('product_versions_version').on('product_versions').column('version').execute()
  await writeAllPriceDays(db as unknown as Kysely<StoreDatabase>)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_versions', 'daily_best_prices']) await db.schema.dropTable(table).execute()
}
