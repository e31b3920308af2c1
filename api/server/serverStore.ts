import type { Content } from '../../engine/load/Content.ts'
import type { Logger } from '../process/logger.ts'
import { openPreparedStore } from '../store/openContentStore.server.ts'
import { sweepUnconfirmed } from '../store/mail/subscriptions.ts'
import type { Store } from '../store/database/openStore.ts'
import { describeLocation, storeLocation } from '../store/database/storeConfig.ts'
import { StartupError } from './StartupError.ts'

/**
 * The offers store a serving process answers from, made ready before it listens: the latest
 * schema, the content's retailers and, on a site's very first start, the demo prices. A store
 * that cannot be opened or prepared is a StartupError naming where it was looked for. Mail
 * requests nobody confirmed within the allowed days are deleted here, as after every import.
 */
export async function openServerStore(root: string, contentDir: string, content: Content, logger: Logger, env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const where = describeLocation(storeLocation(root, env))
  const started = Date.now()
  try {
    const { store, prepared } = await openPreparedStore(root, contentDir, content, { demo: true, env })
    if (prepared.demoRowsImported > 0) {
      logger.info({ store: where, rows: prepared.demoRowsImported, ms: Date.now() - started }, `a new offers store: imported the demo prices (${prepared.demoRowsImported} rows, fictional retailers)`)
    }
    const swept = await sweepUnconfirmed(store, new Date())
    if (swept > 0) logger.info({ swept }, `deleted ${swept} unconfirmed mail request(s) older than 7 days`)
    return store
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new StartupError(`the offers store (${where}) cannot be made ready: ${reason.split('\n')[0]}`)
  }
}
