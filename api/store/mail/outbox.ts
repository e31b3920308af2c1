import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { OutboxTable, StoreDatabase } from '../database/StoreDatabase.ts'
import type { Mail } from './mailTexts.ts'

/** A sender that claimed a mail and never finished (it died) gives it up after this long. */
const CLAIM_MS = 10 * 60_000

/** Puts a mail in the outbox, for the subscription it belongs to. */
export async function queueMail(db: Kysely<StoreDatabase>, subscriptionId: string, mail: Mail, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: randomBytes(12).toString('hex'),
      subscription_id: subscriptionId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      unsubscribe_url: mail.unsubscribeUrl,
      created_at: now.toISOString(),
      claimed_at: null,
      sent_at: null,
    })
    .execute()
}

/** Mails not sent yet and not being sent, oldest first. */
export async function pendingMails(store: Store, now: Date, limit = 50): Promise<OutboxTable[]> {
  const stale = new Date(now.getTime() - CLAIM_MS).toISOString()
  return store.db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where((where) => where.or([where('claimed_at', 'is', null), where('claimed_at', '<', stale)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Takes a mail for this sender: true when no other process took it first. Every process of the
 * cluster (and of every machine on one database) runs a sender; each mail goes out once.
 */
export async function claimMail(store: Store, mail: OutboxTable, now: Date): Promise<boolean> {
  let update = store.db.updateTable('outbox').set({ claimed_at: now.toISOString() }).where('id', '=', mail.id).where('sent_at', 'is', null)
  update = mail.claimed_at === null ? update.where('claimed_at', 'is', null) : update.where('claimed_at', '=', mail.claimed_at)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markSent(store: Store, id: string, now: Date): Promise<void> {
  await store.db.updateTable('outbox').set({ sent_at: now.toISOString() }).where('id', '=', id).execute()
}

/** Gives a mail back after a failed send, for the next round to try again. */
export async function releaseMail(store: Store, id: string): Promise<void> {
  await store.db.updateTable('outbox').set({ claimed_at: null }).where('id', '=', id).where('sent_at', 'is', null).execute()
}
