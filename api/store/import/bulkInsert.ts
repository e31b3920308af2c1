import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase } from '../database/StoreDatabase.ts'

/** One row's values, in the order of its table's columns. */
type Value = string | number | null
export type Values = readonly Value[]

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
  /** The batch's values, row after row: what SQLite binds as it is. */
  #values: Value[] = []
  #rows = 0
  #added = 0
  readonly #size: number
  readonly #insert: (values: readonly Value[], rows: number) => number | Promise<number>

  constructor(store: Store, trx: Transaction<StoreDatabase>, table: keyof StoreDatabase, columns: readonly Column[]) {
    this.#size = store.dialect === 'sqlite' ? ROWS_PER_INSERT : ROWS_PER_ARRAY_INSERT
    this.#insert = store.dialect === 'sqlite' ? sqliteInsert(store.sqlite, table, columns) : arrayInsert(trx, table, columns)
  }

  /** Adds a row; true when the batch is full and `flush` is due. */
  add(values: Values): boolean {
    for (const value of values) this.#values.push(value)
    return ++this.#rows >= this.#size
  }

  async flush(): Promise<void> {
    if (this.#rows === 0) return
    const [values, rows] = [this.#values, this.#rows]
    this.#values = []
    this.#rows = 0
    this.#added += await this.#insert(values, rows)
  }

  /** Writes what is left; returns how many rows went in. */
  async finish(): Promise<number> {
    await this.flush()
    return this.#added
  }
}

type SqliteConnection = Extract<Store, { dialect: 'sqlite' }>['sqlite']

function sqliteInsert(database: SqliteConnection, table: string, columns: readonly Column[]): (values: readonly Value[], rows: number) => number {
  const row = `(${columns.map(() => '?').join(', ')})`
  const statement = (count: number) => database.prepare(`insert into "${table}" (${columns.map(([name]) => name).join(', ')}) values ${Array.from({ length: count }, () => row).join(', ')} on conflict do nothing`)
  const full = statement(ROWS_PER_INSERT)
  return (values, rows) => (rows === ROWS_PER_INSERT ? full : statement(rows)).run(values).changes
}

function arrayInsert(trx: Transaction<StoreDatabase>, table: string, columns: readonly Column[]): (values: readonly Value[], rows: number) => Promise<number> {
  const names = sql.join(columns.map(([name]) => sql.ref(name)))
  return async (values) => {
    const arrays = columns.map(([, type], index) => sql`${values.filter((_, at) => at % columns.length === index)}::${sql.raw(type)}[]`)
    const result = await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)}) on conflict do nothing`.execute(trx)
    return Number(result.numAffectedRows ?? 0)
  }
}
