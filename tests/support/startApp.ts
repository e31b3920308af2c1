import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type Koa from 'koa'

export type Started = { url: string; close: () => Promise<void> }

/** Listens on an ephemeral loopback port; `url` has no trailing slash. */
export async function listen(app: Koa): Promise<Started> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
