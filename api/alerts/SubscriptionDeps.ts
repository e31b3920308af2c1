import type { Content } from '../../engine/load/Content.ts'
import type { Store } from '../store/database/openStore.ts'
import type { RequestLimitOptions } from './requestGuards.ts'

/** What the subscription routes work with. `deliverNow` asks the mail sender for a round at once. */
export type SubscriptionDeps = {
  getContent: () => Content
  store: Store
  deliverNow?: () => void
  requestLimit?: RequestLimitOptions
}

export { mailProductOf, mailSiteOf } from '../store/mail/mailTexts.ts'
