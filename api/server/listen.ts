import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type Koa from 'koa'
import type { ServerConfig } from './config.ts'
import { limitConnectionsPerClient } from './clientLimit.ts'
import { countAcceptedConnections } from '../process/acceptedConnections.ts'
import { countOtherAnswers } from '../process/otherAnswers.ts'
import { StartupError } from './StartupError.ts'

type ListenConfig = Pick<ServerConfig, 'port' | 'host' | 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnections'> & Partial<Pick<ServerConfig, 'maxConnectionsPerClient'>>

/** An HTTP server for the app with every timeout set deliberately, not listening yet. */
export function createHttpServer(app: Koa, config: ListenConfig): Server {
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // Timeouts are enforced on this tick; Node's default of 30 s adds up to 30 s to each.
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
    app.callback(),
  )
  // Past this many open sockets new ones are refused at once rather than queued without end.
  server.maxConnections = config.maxConnections
  // A connection past its client's limit is closed before the HTTP parser is set up for it.
  limitConnectionsPerClient(server, config.maxConnectionsPerClient ?? 0)
  // The renderer reads this count to know whether anyone but its own visitors is being served.
  countOtherAnswers(server)
  // The renderer reads this one to let waiting connections in before each render.
  countAcceptedConnections(server)
  return server
}

/** Listens, or rejects with a StartupError that says which port and what to do. */
export function listen(server: Server, config: ListenConfig): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(listenError(error, config))
    server.once('error', onError)
    server.listen(config.port, config.host, () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : config.port)
    })
  })
}

function listenError(error: NodeJS.ErrnoException, { port, host }: ListenConfig): Error {
  const where = host ? `${host} port ${port}` : `port ${port}`
  if (error.code === 'EADDRINUSE') return new StartupError(`${where} is already in use (EADDRINUSE); stop the other server or set PORT to a free port.`)
  if (error.code === 'EACCES') return new StartupError(`no permission to listen on ${where} (EACCES); use a port above 1023 or run behind a proxy.`)
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return new StartupError(`HOST "${host}" is not an address of this machine (${error.code}); unset HOST to listen on all interfaces.`)
  return error
}
