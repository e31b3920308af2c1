import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * At most `max` open connections per client address: one client holding thousands of slow
 * connections (headers trickled a byte at a time) would otherwise fill the server's connection cap
 * and lock every other visitor out. A connection past the limit is closed at once, before any byte
 * is read. 0 turns the limit off: behind a reverse proxy every connection comes from the proxy's
 * address, so there the proxy limits per client.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.prependListener('connection', (socket: Socket) => {
    const client = socket.remoteAddress
    if (client === undefined) return
    const count = open.get(client) ?? 0
    if (count >= max) return void socket.destroy()
    open.set(client, count + 1)
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1
      if (left > 0) open.set(client, left)
      else open.delete(client)
    })
  })
}
