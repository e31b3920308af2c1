import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { migrationProvider } from './migrations.ts'
import type { StoreDatabase } from './StoreDatabase.ts'
import type { StoreLocation } from './storeConfig.ts'

export type Store = {
  db: Kysely<StoreDatabase>
  close: () => Promise<void>
} & (
  | { dialect: 'postgres' }
  | {
      dialect: 'sqlite'
      /**
       * The connection under `db`, for a bulk load only: Kysely's driver prepares every statement
       * anew, a bulk load reuses one. Statements on it run in `db`'s open transaction.
       */
      sqlite: SQLite.Database
    }
)

/** Opens the store (creating an SQLite file and its folder when missing); no migration runs here. */
export function openStore(location: StoreLocation): Store {
  if (location.kind === 'postgres') {
    // The PostgreSQL driver is loaded only for a PostgreSQL store: an SQLite site never pays its start-up.
    const pg = createRequire(import.meta.url)('pg') as typeof import('pg')
    const pool = new pg.Pool({ connectionString: location.url, max: 4 })
    const db = new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  mkdirSync(dirname(location.file), { recursive: true })
  const database = new SQLite(location.file)
  // WAL: every worker of the cluster reads while the importer writes, without waiting on it;
  // a writer that finds another writer busy waits for it rather than failing at once.
  database.pragma('journal_mode = WAL')
  database.pragma('busy_timeout = 10000')
  database.pragma('foreign_keys = ON')
  const db = new Kysely<StoreDatabase>({ dialect: new SqliteDialect({ database }) })
  return { db, dialect: 'sqlite', sqlite: database, close: () => db.destroy() }
}

/** Brings the schema to the latest migration; a failed migration throws with its name and reason. */
export async function migrateStore(store: Store): Promise<void> {
  if (store.dialect === 'postgres') return migrateWith(store.db, await currentSchema(store))
  // Kysely runs SQLite's migrations outside a transaction, so processes starting together on a
  // new file (the workers of a cluster) could each find a migration not yet run and each run it
  // ("table already exists"). One immediate transaction makes them take turns: the others find
  // the file busy (retried by retryBusy) and then find every migration done.
  await store.db.connection().execute(async (db) => {
    await sql`begin immediate`.execute(db)
    try {
      await migrateWith(db, undefined)
      await sql`commit`.execute(db)
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => undefined)
      throw error
    }
  })
}

async function migrateWith(db: Kysely<StoreDatabase>, migrationTableSchema: string | undefined): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    const reason = error instanceof Error ? error.message : String(error)
    // The driver's code stays on the error: a busy SQLite file is worth another try (retryBusy).
    throw Object.assign(new Error(`the store's migration ${failed?.migrationName ?? ''} failed: ${reason}`), { code: (error as { code?: unknown }).code })
  }
}

/** PostgreSQL's schema for new tables (the first of the search path), where the migrations are recorded too. */
async function currentSchema(store: Store): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)
  return rows[0]?.schema
}
