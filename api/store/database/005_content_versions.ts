import type { Kysely } from 'kysely'

// Published content versions (npm run publish): each version lists every content file by the hash
// of its text; the texts are kept once each. The live version's id is the store_state row
// `content_version` (0, or none: the content each server was built with).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_blobs')
    .addColumn('hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute()
  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('base', 'integer', (column) => column.notNull())
    .addColumn('state', 'varchar(20)', (column) => column.notNull())
    .addColumn('author', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('live_at', 'varchar(30)')
    .addColumn('note', 'varchar(500)', (column) => column.notNull())
    .addColumn('files', 'text', (column) => column.notNull())
    .addColumn('pages', 'text')
    .addColumn('preview_token', 'varchar(64)')
    .execute()
  await db.schema
    .createTable('content_version_files')
    .addColumn('version', 'integer', (column) => column.notNull().references('content_versions.id'))
    .addColumn('path', 'varchar(500)', (column) => column.notNull())
    .addColumn('hash', 'varchar(64)', (column) => column.notNull().references('content_blobs.hash'))
    .addPrimaryKeyConstraint('content_version_files_pkey', ['version', 'path'] as never)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_version_files', 'content_versions', 'content_blobs']) await db.schema.dropTable(table).execute()
}
