// The server entry: `npm start` (production build) and `npm run dev` (Vite inside Koa).
// WEB_CONCURRENCY > 1 in production makes this process the primary of that many workers.
// CONTENT_DIR, when set, is the folder whose pages-config/ and api/catalogue/ are served.
import cluster from 'node:cluster'
import { join } from 'node:path'
import { readConfig } from './config.ts'
import type { ServerConfig } from './config.ts'
import { createLogger } from '../process/logger.ts'
import type { Logger } from '../process/logger.ts'
import { EXIT_STARTUP_FAILED, isExplained, startupFailureLine } from './StartupError.ts'
import { installStopSignals } from './stopSignals.ts'

// From the first moment: a stop signal during start-up ends the process cleanly, never by default.
installStopSignals()

try {
  const config = readConfig()
  const logger = createLogger(config.logLevel)
  // The primary only forks and supervises: it never loads the app, React or the content, so
  // each is imported only where it serves.
  if (config.workers > 1 && cluster.isPrimary) (await import('./cluster.ts')).runPrimary(config, logger)
  else await startWorker(config, logger)
} catch (error) {
  // Exit here, explicitly: Vike's global error handlers would otherwise swallow the throw and
  // leave a process that exits 0 without serving, which no supervisor can tell from success.
  if (!isExplained(error)) console.error(error)
  console.error(startupFailureLine(error))
  process.exit(cluster.isPrimary ? 1 : EXIT_STARTUP_FAILED)
}

async function startWorker(config: ServerConfig, logger: Logger): Promise<void> {
  const [{ projectRoot }, { resolveContentDir }, { digestBeside }, { CONTENT_DIGEST_WORKER }] = await Promise.all([
    import('../../engine/content/projectRoot.server.ts'),
    import('../../engine/content/resolveContentDir.server.ts'),
    import('../../engine/content/checkedContent.server.ts'),
    import('./buildParts.ts'),
  ])
  const root = projectRoot()
  const contentDir = resolveContentDir()
  // In production the content's digest (is it the content the build checked?) is worked out on a
  // thread of its own while this one loads the server's code.
  const digest = config.production ? digestBeside(join(root, CONTENT_DIGEST_WORKER), contentDir) : undefined
  const { startServer } = await import('./startServer.ts')
  await startServer(root, config, logger, contentDir, digest)
}
