import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { Socket } from 'node:net'

export type Shutdown = {
  /** True once close() was called: health answers 503, every answer closes its connection. */
  readonly stopping: boolean
  /**
   * Stops accepting connections, lets requests in flight finish (each answered with
   * `Connection: close`) and their bytes reach the client, closes connections at rest, and
   * resolves true when the last connection is gone, or false when the deadline cut the rest.
   * Calling it again returns the same promise.
   */
  close(deadlineMs: number): Promise<boolean>
}

/**
 * What the tracker knows of one connection: how many answers on it are not yet handed to the
 * operating system in full, and how many bytes had arrived when the last of them was. A
 * connection with no answer pending and no byte since is at rest; one with bytes since holds a
 * request still arriving, which is answered rather than cut.
 */
type Connection = { pending: number; readAtRest: number; last: ServerResponse | undefined }

/**
 * While stopping, only the latest answer on a connection says `Connection: close`: answers to
 * requests pipelined before it would be dropped by the server once that one is sent. An earlier
 * answer whose headers have not gone out yet goes back to keeping the connection open.
 */
function closeWith(connection: Connection | undefined, response: ServerResponse): void {
  if (response.headersSent) return
  const previous = connection?.last
  if (previous && previous !== response && !previous.headersSent && !previous.writableFinished) previous.removeHeader('Connection')
  response.setHeader('Connection', 'close')
}

/** Call right after creating the server, so every connection and request is known at shutdown. */
export function trackForShutdown(server: Server): Shutdown {
  const connections = new Map<Socket, Connection>()
  let closing: Promise<boolean> | undefined
  const atRest = (socket: Socket, connection: Connection) => connection.pending === 0 && socket.bytesRead === connection.readAtRest
  // A connection at rest closes now. One whose reading the server paused (its client reads slower
  // than answers are written) may hold requests not read yet: the server reads on once the client
  // catches up, answers them (the last with Connection: close, which closes the connection), and
  // the connection is looked at again then.
  const closeIfAtRest = (socket: Socket) => {
    const connection = connections.get(socket)
    if (!connection || socket.destroyed || socket.isPaused() || !atRest(socket, connection)) return
    socket.destroy()
  }

  server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy()
    connections.set(socket, { pending: 0, readAtRest: 0, last: undefined })
    socket.once('close', () => connections.delete(socket))
    socket.on('drain', () => {
      if (closing) setImmediate(() => closeIfAtRest(socket))
    })
  })
  // Before the app's handler: the fast path writes its answer at once, so Connection: close must
  // already be on the response by then.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    const connection = connections.get(socket)
    // A request that arrives on an old keep-alive socket during shutdown is still answered, and
    // that socket then closes: the client opens a new connection, to a live instance.
    if (closing) closeWith(connection, response)
    if (connection) {
      connection.pending++
      connection.last = response
    }
    // 'finish' comes once the last byte is handed to the operating system, not when end() is
    // called: an answer still queued for a slow reader keeps its connection busy.
    response.once('finish', () => {
      if (!connection) return
      connection.pending--
      connection.readAtRest = socket.bytesRead
      if (connection.last === response) connection.last = undefined
      if (closing) setImmediate(() => closeIfAtRest(socket))
    })
  })

  const close = (deadlineMs: number) =>
    new Promise<boolean>((resolve) => {
      for (const connection of connections.values()) if (connection.last) closeWith(connection, connection.last)
      const deadline = setTimeout(() => {
        server.closeAllConnections()
        for (const socket of connections.keys()) socket.destroy()
        resolve(false)
      }, deadlineMs)
      // net.Server's close stops accepting and waits for the last connection. http.Server's own
      // close also destroys every connection it judges idle, including one whose answer is written
      // but still queued for a slow reader, which is exactly what must not be cut.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(deadline)
        resolve(true)
      })
      for (const socket of connections.keys()) closeIfAtRest(socket)
    })

  return {
    get stopping() {
      return closing !== undefined
    },
    close(deadlineMs) {
      closing ??= close(deadlineMs)
      return closing
    },
  }
}
