import { setTimeout as sleep } from 'node:timers/promises'

const TRIES = 120
const PAUSE_MS = 250

/**
 * Runs `work` again while SQLite answers "busy": when several processes prepare one store file
 * at once (the workers of a cluster starting together), one writes and the others find the
 * database locked, or their view of it outdated, and try again after it has finished.
 */
export async function retryBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (attempt >= TRIES || typeof code !== 'string' || !code.startsWith('SQLITE_BUSY')) throw error
      await sleep(PAUSE_MS)
    }
  }
}
