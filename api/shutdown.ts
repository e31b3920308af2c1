import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export type Shutdown = {
  /** True once close() was called: health answers 503, every answer closes its connection. */
  readonly stopping: boolean
  /**
   * Stops accepting connections, lets requests in flight finish (each answered with
   * `Connection: close`), closes idle keep-alive sockets, and resolves true when the last
   * connection is gone, or false when the deadline cut the rest.
   */
  close(deadlineMs: number): Promise<boolean>
}

/** Call right after creating the server, so every request in flight is known at shutdown. */
export function trackForShutdown(server: Server): Shutdown {
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  // Before the app's handler: the fast path writes its answer at once, so Connection: close must
  // already be on the response by then.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    // A request that arrives on an old keep-alive socket during shutdown is still answered, and
    // that socket then closes: the client opens a new connection, to a live instance.
    // An answer the fast path already sent carried the header itself (AppOptions.stopping).
    if (stopping && !response.headersSent) response.setHeader('Connection', 'close')
    inFlight.add(response)
    response.once('close', () => {
      inFlight.delete(response)
      // An answer whose headers went out before shutdown kept its socket alive: close it now.
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })
  return {
    get stopping() {
      return stopping
    },
    close(deadlineMs) {
      stopping = true
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close')
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          server.closeAllConnections()
          resolve(false)
        }, deadlineMs)
        server.close(() => {
          clearTimeout(deadline)
          resolve(true)
        })
        server.closeIdleConnections()
      })
    },
  }
}
