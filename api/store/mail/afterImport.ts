import type { Content } from '../../../engine/load/Content.ts'
import type { Store } from '../database/openStore.ts'
import { mailProductOf, mailSiteOf } from './mailTexts.ts'
import { queueAlertMails } from './queueAlertMails.ts'
import type { AlertRound } from './queueAlertMails.ts'
import { sweepUnconfirmed } from './subscriptions.ts'

type AfterImport = AlertRound & { swept: number }

/**
 * What every import does for mail once its prices are in: deletes requests nobody confirmed in
 * time, and queues the alerts the new prices fire. A serving process's sender then sends them.
 */
export async function mailAfterImport(store: Store, content: Content, now: Date): Promise<AfterImport> {
  const swept = await sweepUnconfirmed(store, now)
  const round = await queueAlertMails(store, mailSiteOf(content), (id) => mailProductOf(content, id), now)
  return { ...round, swept }
}
