import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Kysely, Transaction } from 'kysely'
import type { Store } from './database/openStore.ts'
import { retryBusy } from './retryBusy.ts'
import type { ContentVersionState, StoreDatabase } from './database/StoreDatabase.ts'

/** Content files by path under the content folder (`pages-config/...`, `api/catalogue/...`), each with its text. */
export type ContentFiles = ReadonlyMap<string, string>

/** One published version as the log shows it. */
export type ContentVersion = {
  id: number
  base: number
  state: ContentVersionState
  author: string
  createdAt: string
  liveAt: string | undefined
  note: string
  /** The paths it changed against its base. */
  files: string[]
  /** The URLs of the pages made again, once a server has applied it. */
  pages: string[] | undefined
  previewToken: string | undefined
}

/** What a new version is: its files, the version it was made from, who made it and why, and whether it goes live or to a preview. */
type NewVersion = { files: ContentFiles; base: number; author: string; note: string; changed: readonly string[]; preview: boolean }

/** A version that would go live over one its author did not start from: someone else published meanwhile. */
export class StaleBase extends Error {
  constructor(
    readonly base: number,
    readonly live: ContentVersion,
  ) {
    super(`version ${live.id} (by ${live.author} at ${live.createdAt}, ${live.files.length} file(s): ${live.files.slice(0, 5).join(', ')}) went live after version ${base}, which this one was made from`)
  }
}

/** The store_state row holding the live version's id; none or 0: the content the servers were built with. */
const CONTENT_VERSION = 'content_version'

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex')

/** The live content version's id, 0 before the first publish. */
export async function readLiveVersion(store: Store): Promise<number> {
  return liveIn(store.db)
}

async function liveIn(db: Kysely<StoreDatabase>): Promise<number> {
  const row = await db.selectFrom('store_state').select('value').where('key', '=', CONTENT_VERSION).executeTakeFirst()
  return Number(row?.value ?? 0)
}

/** A version as the log shows it; undefined when there is none of that id. */
export async function readVersion(store: Store, id: number): Promise<ContentVersion | undefined> {
  const row = await store.db.selectFrom('content_versions').selectAll().where('id', '=', id).executeTakeFirst()
  return row && versionOf(row)
}

/** The preview with this token; undefined for any other token. */
export async function readPreview(store: Store, token: string): Promise<ContentVersion | undefined> {
  const row = await store.db.selectFrom('content_versions').selectAll().where('preview_token', '=', token).where('state', '=', 'preview').executeTakeFirst()
  return row && versionOf(row)
}

/** The newest versions first. */
export async function listVersions(store: Store, limit = 20): Promise<ContentVersion[]> {
  const rows = await store.db.selectFrom('content_versions').selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows.map(versionOf)
}

/** Each file of a version by path, as the hash of its text. */
export async function readVersionHashes(store: Store, id: number): Promise<Map<string, string>> {
  const rows = await store.db.selectFrom('content_version_files').select(['path', 'hash']).where('version', '=', id).execute()
  return new Map(rows.map((row) => [row.path, row.hash]))
}

/** The texts of these hashes. */
export async function readTexts(store: Store, hashes: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  for (let at = 0; at < hashes.length; at += 500) {
    const rows = await store.db.selectFrom('content_blobs').select(['hash', 'text']).where('hash', 'in', hashes.slice(at, at + 500)).execute()
    for (const row of rows) texts.set(row.hash, row.text)
  }
  return texts
}

/** Every file of a version with its text. */
export async function readVersionFiles(store: Store, id: number): Promise<Map<string, string>> {
  const hashes = await readVersionHashes(store, id)
  const texts = await readTexts(store, [...new Set(hashes.values())])
  return new Map([...hashes].map(([path, hash]) => [path, texts.get(hash)!]))
}

/**
 * Writes a new version. Live, it replaces the live version in the same transaction, and only if
 * that is still `base` (otherwise StaleBase, and nothing is written); a preview gets a token and
 * changes nothing live. Returns its id and, for a preview, its token.
 */
export async function writeVersion(store: Store, version: NewVersion): Promise<{ id: number; token?: string }> {
  return retryBusy(() =>
    store.db.transaction().execute(async (trx) => {
      await lockVersions(store, trx)
      if (!version.preview) await refuseStale(trx, version.base)
      const id = Number((await trx.selectFrom('content_versions').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst())?.last ?? 0) + 1
      const token = version.preview ? randomBytes(18).toString('base64url') : undefined
      const now = new Date().toISOString()
      await trx
        .insertInto('content_versions')
        .values({ id, base: version.base, state: version.preview ? 'preview' : 'live', author: version.author, created_at: now, live_at: version.preview ? null : now, note: version.note, files: JSON.stringify(version.changed), pages: null, preview_token: token ?? null })
        .execute()
      await writeFiles(trx, id, version.files)
      if (!version.preview) await makeLive(trx, id)
      return { id, ...(token ? { token } : {}) }
    }),
  )
}

/** Makes a preview live, if the version live now is still the one it was made from (otherwise StaleBase). */
export async function promoteVersion(store: Store, id: number): Promise<void> {
  await retryBusy(() =>
    store.db.transaction().execute(async (trx) => {
      await lockVersions(store, trx)
      const row = await trx.selectFrom('content_versions').selectAll().where('id', '=', id).executeTakeFirst()
      if (row?.state !== 'preview') throw new Error(`version ${id} is not a preview waiting to go live${row ? ` (it is ${row.state})` : ''}`)
      await refuseStale(trx, row.base)
      await trx.updateTable('content_versions').set({ state: 'live', live_at: new Date().toISOString(), preview_token: null }).where('id', '=', id).execute()
      await makeLive(trx, id)
    }),
  )
}

/** Records the pages a version changed, once (the first server to apply it). */
export async function recordPages(store: Store, id: number, pages: readonly string[]): Promise<void> {
  await retryBusy(() => store.db.updateTable('content_versions').set({ pages: JSON.stringify(pages) }).where('id', '=', id).where('pages', 'is', null).execute())
}

/** One writer of versions at a time: PostgreSQL's advisory lock; SQLite's single writer, taken at once. */
async function lockVersions(store: Store, trx: Transaction<StoreDatabase>) {
  if (store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${VERSIONS_LOCK})`.execute(trx)
  else await trx.updateTable('store_state').set({ value: sql`value` }).where('key', '=', CONTENT_VERSION).execute()
}

async function refuseStale(trx: Transaction<StoreDatabase>, base: number) {
  const live = await liveIn(trx)
  if (live === base) return
  const row = await trx.selectFrom('content_versions').selectAll().where('id', '=', live).executeTakeFirstOrThrow()
  throw new StaleBase(base, versionOf(row))
}

async function makeLive(trx: Transaction<StoreDatabase>, id: number) {
  await trx.updateTable('content_versions').set({ state: 'replaced' }).where('state', '=', 'live').where('id', '!=', id).execute()
  await trx
    .insertInto('store_state')
    .values({ key: CONTENT_VERSION, value: id })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: id }))
    .execute()
}

async function writeFiles(trx: Transaction<StoreDatabase>, id: number, files: ContentFiles) {
  const rows = [...files].map(([path, text]) => ({ path, text, hash: textHash(text) }))
  const blobs = [...new Map(rows.map((row) => [row.hash, row.text]))]
  for (let at = 0; at < blobs.length; at += 200) {
    const values = blobs.slice(at, at + 200).map(([hash, text]) => ({ hash, text }))
    await trx.insertInto('content_blobs').values(values).onConflict((conflict) => conflict.column('hash').doNothing()).execute()
  }
  for (let at = 0; at < rows.length; at += 500) {
    await trx
      .insertInto('content_version_files')
      .values(rows.slice(at, at + 500).map((row) => ({ version: id, path: row.path, hash: row.hash })))
      .execute()
  }
}

function versionOf(row: StoreDatabase['content_versions']): ContentVersion {
  return {
    id: row.id,
    base: row.base,
    state: row.state,
    author: row.author,
    createdAt: row.created_at,
    liveAt: row.live_at ?? undefined,
    note: row.note,
    files: JSON.parse(row.files) as string[],
    pages: row.pages === null ? undefined : (JSON.parse(row.pages) as string[]),
    previewToken: row.preview_token ?? undefined,
  }
}

/** The advisory lock of version writes (any fixed number no other code uses). */
const VERSIONS_LOCK = 7_240_002
