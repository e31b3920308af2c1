import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openStore } from '../../api/store/database/openStore.ts'
import type { Store } from '../../api/store/database/openStore.ts'
import { STORE_FILE } from '../../api/store/database/storeConfig.ts'
import type { StoreLocation } from '../../api/store/database/storeConfig.ts'

export type TestStore = {
  store: Store
  /** The environment that points a child process (the importer, a server) at the same store. */
  env: Record<string, string>
  /** Opens one more connection to the same store, as another process would. */
  reopen: () => Store
  remove: () => Promise<void>
}

/**
 * An empty store of its own: an SQLite file in a temporary folder, or, when DATABASE_URL is set
 * (`npm run test:postgres`), a schema of its own on that PostgreSQL server, dropped when the whole
 * run ends (tests/support/testSchemas.ts). Not at once: a migration elsewhere lists the tables of
 * every schema (Kysely's introspection) and fails on a schema dropped while it reads.
 */
export async function openTestStore(): Promise<TestStore> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'))
    const location: StoreLocation = { kind: 'sqlite', file: join(dataDir, STORE_FILE) }
    const store = openStore(location)
    return {
      store,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      reopen: () => openStore(location),
      remove: async () => {
        await store.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const schema = `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (client) => client.query(`create schema ${schema}`))
  const url = new URL(serverUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const location: StoreLocation = { kind: 'postgres', url: url.toString() }
  const store = openStore(location)
  return {
    store,
    env: { DATABASE_URL: url.toString() },
    reopen: () => openStore(location),
    remove: () => store.close(),
  }
}

/** What the schemas of test stores are named: a prefix and random hex. */
export const TEST_SCHEMA_PREFIX = 'store_test_'

/** Drops every test store's schema on the server at `url`. */
export async function dropTestSchemas(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [`${TEST_SCHEMA_PREFIX.replaceAll('_', '\\_')}%`])
    for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`)
    return rows.length
  })
}

/** One connection to the server at `url` for `use`, closed afterwards. */
async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}
