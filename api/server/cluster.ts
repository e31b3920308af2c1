import cluster from 'node:cluster'
import type { Worker } from 'node:cluster'
import type { ServerConfig } from './config.ts'
import type { Logger } from '../process/logger.ts'
import { EXIT_STARTUP_FAILED } from './StartupError.ts'
import { onStopSignal } from './stopSignals.ts'

/**
 * The primary of WEB_CONCURRENCY workers, each a full server sharing the port (the server keeps
 * no state between requests, so any worker can answer any request). A worker that dies is
 * replaced; one that cannot start stops them all, since its siblings would fail the same way.
 * SIGTERM or SIGINT passes SIGTERM to every worker and waits for them within the deadline.
 */
export function runPrimary(config: ServerConfig, logger: Logger): void {
  let stopping = false
  let exitCode = 0
  const fork = () => cluster.fork()
  for (let i = 0; i < config.workers; i++) fork()
  logger.info({ workers: config.workers }, `starting ${config.workers} workers`)

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      // A worker that hit its deadline (exit 1) makes the whole shutdown unclean.
      if (code !== 0 && code !== EXIT_STARTUP_FAILED) exitCode = 1
      if (liveWorkers().length === 0) exit(exitCode)
      return
    }
    if (code === EXIT_STARTUP_FAILED) {
      // The worker printed why; its siblings would fail the same way.
      stopAll('a worker could not start', 1)
      return
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'worker died; starting a new one')
    fork()
  })

  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined)
  const exit = (code: number) => {
    logger.flush()
    process.exit(code)
  }
  const stopAll = (reason: string, code: number) => {
    if (stopping) return
    stopping = true
    exitCode = code
    logger.info({ reason }, 'stopping all workers')
    const workers = liveWorkers()
    if (workers.length === 0) exit(exitCode)
    for (const worker of workers) worker.process.kill('SIGTERM')
    // Workers have the same deadline; this one only catches a worker that ignores it.
    setTimeout(() => {
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL')
      exit(1)
    }, config.shutdownTimeoutMs + 1_000).unref()
  }
  onStopSignal((name) => stopAll(name, 0))
}
