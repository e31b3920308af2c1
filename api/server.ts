// The server entry: `npm start` (production build) and `npm run dev` (Vite inside Koa).
// WEB_CONCURRENCY > 1 in production makes this process the primary of that many workers.
// CONTENT_DIR, when set, is the folder whose pages-config/ and api/catalogue/ are served.
import cluster from 'node:cluster'
import { resolveContentDir } from '../engine/load/resolveContentDir.server.ts'
import { projectRoot } from '../engine/load/projectRoot.server.ts'
import { runPrimary } from './cluster.ts'
import { readConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { startServer } from './startServer.ts'
import { EXIT_STARTUP_FAILED, StartupError, startupFailureLine } from './StartupError.ts'

try {
  const config = readConfig()
  const logger = createLogger(config.logLevel)
  if (config.workers > 1 && cluster.isPrimary) runPrimary(config, logger)
  else await startServer(projectRoot(), config, logger, resolveContentDir())
} catch (error) {
  // Exit here, explicitly: Vike's global error handlers would otherwise swallow the throw and
  // leave a process that exits 0 without serving, which no supervisor can tell from success.
  if (!(error instanceof StartupError)) console.error(error)
  console.error(startupFailureLine(error))
  process.exit(cluster.isPrimary ? 1 : EXIT_STARTUP_FAILED)
}
