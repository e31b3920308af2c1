import type { Server } from 'node:http'

/**
 * New connections this process has accepted. libuv accepts one connection per turn of the event
 * loop, so while a burst of connections waits to be accepted, a render in every turn lets in one
 * of them per render: a hundred opened at once waited a hundred renders before their requests
 * were even read. The renderer watches this count to let the loop turn until none is waiting.
 */
let accepted = 0

export function countAcceptedConnections(server: Server): void {
  server.on('connection', () => accepted++)
}

/** The most turns a render waits for, so a stream of new connections cannot hold renders back for good. */
const MAX_TURNS = 200

/**
 * Resolves once a turn of the event loop has accepted no new connection (a turn costs
 * microseconds while nothing waits), so the connections waiting are accepted, and their requests
 * read, before the thread goes into a render. It always waits one turn at least.
 */
export async function afterWaitingConnections(): Promise<void> {
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const before = accepted
    await new Promise<void>((resolve) => setImmediate(resolve))
    if (accepted === before) return
  }
}
