import { join } from 'node:path'

/** Where the offers store lives: an SQLite file in the data folder, or a PostgreSQL server. */
export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }

export const STORE_FILE = 'store.sqlite'

/**
 * DATABASE_URL (a postgres:// URL) selects PostgreSQL, for several machines on one database;
 * otherwise the store is `store.sqlite` in DATA_DIR (default `data/` in the project).
 */
export function storeLocation(root: string, env: NodeJS.ProcessEnv = process.env): StoreLocation {
  const url = env.DATABASE_URL
  if (url) return { kind: 'postgres', url }
  return { kind: 'sqlite', file: join(dataDir(root, env), STORE_FILE) }
}

/** The project's data folder: DATA_DIR, by default `data/` in the project. */
export function dataDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR || join(root, 'data')
}

/** The location without a password, for logs and messages. */
export function describeLocation(location: StoreLocation): string {
  if (location.kind === 'sqlite') return location.file
  try {
    const url = new URL(location.url)
    url.password = ''
    return url.toString()
  } catch {
    return 'DATABASE_URL (not a valid URL)'
  }
}
