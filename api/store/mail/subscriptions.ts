import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase, SubscriptionKind, SubscriptionTable } from '../database/StoreDatabase.ts'
import { daysBefore } from '../../../engine/format/dates.ts'

/** How long a request waits for its confirmation before the sweep deletes it. */
export const UNCONFIRMED_DAYS = 7

/** What a shopper asks for: the newsletter has product '' and target 0. */
type SubscriptionRequest = { kind: SubscriptionKind; email: string; productId: string; targetCents: number }

type RequestOutcome =
  | { status: 'created'; subscription: SubscriptionTable }
  | { status: 'repeat'; subscription: SubscriptionTable }

/** An unguessable token for a mail link: 32 random bytes, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url')

/** The address as mail systems treat it for matching: surrounding space gone, lower case. */
const normalEmail = (email: string) => email.trim().toLowerCase()

const requestKey = (request: SubscriptionRequest) => [request.kind, normalEmail(request.email), request.productId, request.targetCents].join('|')

/**
 * Records a request once: the same kind, address, product and target asked again finds the first
 * request (confirmed or not) and creates nothing. Two identical requests at the same moment still
 * make one row: the unique request key settles the race.
 */
export async function requestSubscription(store: Store, request: SubscriptionRequest, now: Date): Promise<RequestOutcome> {
  const row: SubscriptionTable = {
    id: randomBytes(12).toString('hex'),
    kind: request.kind,
    email: normalEmail(request.email),
    product_id: request.productId,
    target_cents: request.targetCents,
    request_key: requestKey(request),
    confirm_token: newToken(),
    unsubscribe_token: newToken(),
    created_at: now.toISOString(),
    confirmed_at: null,
    fired_at: null,
  }
  const inserted = await store.db.insertInto('subscriptions').values(row).onConflict((conflict) => conflict.column('request_key').doNothing()).executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { status: 'created', subscription: row }
  const existing = await store.db.selectFrom('subscriptions').selectAll().where('request_key', '=', row.request_key).executeTakeFirstOrThrow()
  return { status: 'repeat', subscription: existing }
}

type ConfirmOutcome = { status: 'confirmed' | 'already'; subscription: SubscriptionTable } | { status: 'unknown' }

/** Confirms the request a confirmation link names; an unknown or expired token confirms nothing. */
export async function confirmSubscription(store: Store, token: string, now: Date): Promise<ConfirmOutcome> {
  const found = await store.db.selectFrom('subscriptions').selectAll().where('confirm_token', '=', token).executeTakeFirst()
  if (!found || isExpired(found, now)) return { status: 'unknown' }
  if (found.confirmed_at !== null) return { status: 'already', subscription: found }
  const confirmedAt = now.toISOString()
  await store.db.updateTable('subscriptions').set({ confirmed_at: confirmedAt }).where('id', '=', found.id).where('confirmed_at', 'is', null).execute()
  return { status: 'confirmed', subscription: { ...found, confirmed_at: confirmedAt } }
}

/** The subscription an unsubscribe link names, if it still exists. */
export async function subscriptionToLeave(store: Store, token: string): Promise<SubscriptionTable | undefined> {
  return store.db.selectFrom('subscriptions').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst()
}

/** Deletes the subscription and every mail of it, sent or not: nothing of the address stays. */
export async function unsubscribe(store: Store, token: string): Promise<SubscriptionTable | undefined> {
  return store.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('subscriptions').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst()
    if (!found) return undefined
    await removeSubscriptions(trx, [found.id])
    return found
  })
}

/** Deletes every request not confirmed within the allowed days, with its mails; returns how many. */
export async function sweepUnconfirmed(store: Store, now: Date): Promise<number> {
  const cutoff = daysBefore(now, UNCONFIRMED_DAYS).toISOString()
  return store.db.transaction().execute(async (trx) => {
    const stale = await trx.selectFrom('subscriptions').select('id').where('confirmed_at', 'is', null).where('created_at', '<', cutoff).execute()
    await removeSubscriptions(trx, stale.map((row) => row.id))
    return stale.length
  })
}

async function removeSubscriptions(db: Kysely<StoreDatabase>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db.deleteFrom('outbox').where('subscription_id', 'in', ids).execute()
  await db.deleteFrom('subscriptions').where('id', 'in', ids).execute()
}

/** An unconfirmed request older than the allowed days counts as gone, even before the sweep runs. */
function isExpired(row: SubscriptionTable, now: Date): boolean {
  return row.confirmed_at === null && Date.parse(row.created_at) < daysBefore(now, UNCONFIRMED_DAYS).getTime()
}
