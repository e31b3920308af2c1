import type { Kysely } from 'kysely'
import { writeAllPriceDayLists } from './writePriceDays.ts'
import type { StoreDatabase } from './StoreDatabase.ts'

// Each product's daily best prices as one text (see PriceDayListTable): a serving process's start
// read every day's row, 3.7 million at 10,000 products, and sorted them into lists itself. The
// back-fill writes them from the daily best prices already kept, by the importer's own code.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_day_lists')
    .addColumn('product_id', 'varchar(120)', (column) => column.primaryKey())
    .addColumn('days', 'text', (column) => column.notNull())
    .execute()
  await writeAllPriceDayLists(db as unknown as Kysely<StoreDatabase>)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_day_lists').execute()
}
