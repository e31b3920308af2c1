import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase } from '../database/StoreDatabase.ts'

/** One row's values, in the order of its table's columns. */
export type Values = readonly (string | number | null)[]

/** A column and its PostgreSQL type, which the array of its values is cast to. */
export type Column = readonly [name: string, type: 'text' | 'integer']

/** Rows per SQLite INSERT: one statement of 900 bound values at most, prepared once. */
const ROWS_PER_INSERT = 100
/** Rows per PostgreSQL INSERT: each column is one array parameter, however many rows. */
const ROWS_PER_ARRAY_INSERT = 5000

/**
 * Inserts rows into one table in batches, in the caller's transaction (a row already there is left
 * as it is). On SQLite one prepared statement serves every full batch; on PostgreSQL each batch is
 * one statement whose parameters are the columns' arrays, unnested into rows. `add` says when the
 * batch is full: the caller then awaits `flush`, so a row costs no promise.
 */
export class BulkInsert {
  #batch: Values[] = []
  #added = 0
  readonly #size: number
  readonly #insert: (batch: readonly Values[]) => number | Promise<number>

  constructor(store: Store, trx: Transaction<StoreDatabase>, table: keyof StoreDatabase, columns: readonly Column[]) {
    this.#size = store.dialect === 'sqlite' ? ROWS_PER_INSERT : ROWS_PER_ARRAY_INSERT
    this.#insert = store.dialect === 'sqlite' ? sqliteInsert(store.sqlite, table, columns) : arrayInsert(trx, table, columns)
  }

  /** Adds a row; true when the batch is full and `flush` is due. */
  add(values: Values): boolean {
    this.#batch.push(values)
    return this.#batch.length >= this.#size
  }

  async flush(): Promise<void> {
    if (this.#batch.length === 0) return
    const batch = this.#batch
    this.#batch = []
    this.#added += await this.#insert(batch)
  }

  /** Writes what is left; returns how many rows went in. */
  async finish(): Promise<number> {
    await this.flush()
    return this.#added
  }
}

type SqliteConnection = Extract<Store, { dialect: 'sqlite' }>['sqlite']

function sqliteInsert(database: SqliteConnection, table: string, columns: readonly Column[]): (batch: readonly Values[]) => number {
  const row = `(${columns.map(() => '?').join(', ')})`
  const statement = (count: number) => database.prepare(`insert into "${table}" (${columns.map(([name]) => name).join(', ')}) values ${Array.from({ length: count }, () => row).join(', ')} on conflict do nothing`)
  const full = statement(ROWS_PER_INSERT)
  return (batch) => (batch.length === ROWS_PER_INSERT ? full : statement(batch.length)).run(batch.flat()).changes
}

function arrayInsert(trx: Transaction<StoreDatabase>, table: string, columns: readonly Column[]): (batch: readonly Values[]) => Promise<number> {
  const names = sql.join(columns.map(([name]) => sql.ref(name)))
  return async (batch) => {
    const arrays = columns.map(([, type], index) => sql`${batch.map((values) => values[index])}::${sql.raw(type)}[]`)
    const result = await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)}) on conflict do nothing`.execute(trx)
    return Number(result.numAffectedRows ?? 0)
  }
}
