import { pino } from 'pino'
import type { DestinationStream, Logger } from 'pino'

export type { Logger }

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** The level LOG_LEVEL names, or undefined when it names none (the caller reports that). */
export function logLevelOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return 'info'
  return LEVELS.includes(value) ? value : undefined
}

/**
 * One JSON object per line on stdout (or `destination`): a log collector or `pino-pretty` reads
 * it. `err` values are serialized with their stack, which stays in the log and never reaches a visitor.
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }
  return destination ? pino(options, destination) : pino(options)
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's logger (createApp sets it), for middleware that answers a failure itself. */
    log: Logger
  }
}
