import type { Kysely } from 'kysely'

// Written against Kysely<unknown>: a migration keeps the shape of its own day, not today's types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retailers')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('link_template', 'varchar(1000)', (column) => column.notNull())
    .addColumn('disclosure', 'varchar(1000)', (column) => column.notNull())
    .execute()

  for (const table of ['offers', 'price_observations'] as const) {
    const key = table === 'offers' ? ['product_id', 'retailer_id'] : ['retailer_id', 'product_id', 'read_at']
    await db.schema
      .createTable(table)
      .addColumn('product_id', 'varchar(120)', (column) => column.notNull())
      .addColumn('retailer_id', 'varchar(64)', (column) => column.notNull().references('retailers.id'))
      .addColumn('url', 'varchar(2000)', (column) => column.notNull())
      .addColumn('price_cents', 'integer', (column) => column.notNull())
      .addColumn('currency', 'varchar(3)', (column) => column.notNull())
      .addColumn('shipping_cents', 'integer', (column) => column.notNull())
      .addColumn('availability', 'varchar(20)', (column) => column.notNull())
      .addColumn('read_at', 'varchar(30)', (column) => column.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, key as [string, ...string[]] as never)
      .execute()
  }
  // Price history is read per product over a span of days.
  await db.schema.createIndex('price_observations_product_time').on('price_observations').columns(['product_id', 'read_at']).execute()

  await db.schema
    .createTable('store_state')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['store_state', 'price_observations', 'offers', 'retailers']) await db.schema.dropTable(table).execute()
}
