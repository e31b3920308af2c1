import { Writable } from 'node:stream'
import { createLogger } from '../../api/process/logger.ts'
import type { Logger } from '../../api/process/logger.ts'

/** A logger at `info` whose JSON lines a test reads back, parsed, in the order they were written. */
export function capturedLog(): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: createLogger('info', stream) }
}
