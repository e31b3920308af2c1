import type { Kysely } from 'kysely'

// Written against Kysely<unknown>: a migration keeps the shape of its own day, not today's types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('product_id', 'varchar(120)', (column) => column.notNull())
    .addColumn('target_cents', 'integer', (column) => column.notNull())
    // One row per kind, address, product and target: asking twice finds the first request.
    .addColumn('request_key', 'varchar(600)', (column) => column.notNull().unique())
    .addColumn('confirm_token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('unsubscribe_token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('fired_at', 'varchar(30)')
    .execute()
  // The sweep reads unconfirmed requests by age; the importer reads confirmed alerts per product.
  await db.schema.createIndex('subscriptions_created').on('subscriptions').columns(['confirmed_at', 'created_at']).execute()
  await db.schema.createIndex('subscriptions_product').on('subscriptions').columns(['kind', 'product_id']).execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('subscription_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('kind', 'varchar(30)', (column) => column.notNull())
    .addColumn('to_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('unsubscribe_url', 'varchar(300)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .execute()
  await db.schema.createIndex('outbox_pending').on('outbox').columns(['sent_at', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'subscriptions']) await db.schema.dropTable(table).execute()
}
