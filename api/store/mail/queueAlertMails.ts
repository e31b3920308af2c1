import type { Store } from '../database/openStore.ts'
import { offersOf } from '../read/offersOf.ts'
import type { Offer } from '../read/offersOf.ts'
import { priceDrop } from './mailTexts.ts'
import type { MailProduct, MailSite } from './mailTexts.ts'
import { queueMail } from './outbox.ts'

export type AlertRound = { queued: number; rearmed: number }

/**
 * After an import: every confirmed price alert whose product's best current offer (in stock, the
 * lowest price with shipping) is at or under its target gets one mail in the outbox. It does not
 * fire again for the same drop: only once the best price has risen above the target is it armed
 * again. Products no longer in the content are passed over.
 */
export async function queueAlertMails(store: Store, site: MailSite, productOf: (id: string) => MailProduct | undefined, now: Date): Promise<AlertRound> {
  const alerts = await store.db.selectFrom('subscriptions').selectAll().where('kind', '=', 'price_alert').where('confirmed_at', 'is not', null).execute()
  const round: AlertRound = { queued: 0, rearmed: 0 }
  const bestOf = new Map<string, Offer | undefined>()
  for (const alert of alerts) {
    const product = productOf(alert.product_id)
    if (!product) continue
    if (!bestOf.has(alert.product_id)) bestOf.set(alert.product_id, bestOffer(await offersOf(store, alert.product_id)))
    const best = bestOf.get(alert.product_id)
    const bestCents = best ? Math.round(best.landedPrice * 100) : undefined
    const reached = best !== undefined && bestCents !== undefined && bestCents <= alert.target_cents
    if (best && bestCents !== undefined && reached && alert.fired_at === null) {
      await store.db.transaction().execute(async (trx) => {
        // Marked in the same transaction as the mail is queued: a second import at the same time finds it fired.
        const marked = await trx.updateTable('subscriptions').set({ fired_at: now.toISOString() }).where('id', '=', alert.id).where('fired_at', 'is', null).executeTakeFirst()
        if (Number(marked.numUpdatedRows) === 1) await queueMail(trx, alert.id, priceDrop(site, alert, product, bestCents, best.retailer.name), now)
      })
      round.queued += 1
    } else if (!reached && alert.fired_at !== null) {
      await store.db.updateTable('subscriptions').set({ fired_at: null }).where('id', '=', alert.id).execute()
      round.rearmed += 1
    }
  }
  return round
}

/** The offer a shopper would take: offersOf lists those in stock first, cheapest landed price first. */
function bestOffer(offers: readonly Offer[]): Offer | undefined {
  const first = offers[0]
  return first?.availability === 'in_stock' ? first : undefined
}
