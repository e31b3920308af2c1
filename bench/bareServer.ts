import { createServer, request } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Captured = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One response exactly as the site sent it: status, headers and the raw (compressed) bytes. */
export function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const SENT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'] as const

/** The yardstick: a bare node:http server answering every request with those bytes from memory. */
export async function startBareServer(answer: Captured): Promise<{ url: string; server: Server }> {
  const headers: Record<string, string> = { 'content-length': String(answer.body.length) }
  for (const name of SENT_HEADERS) {
    const value = answer.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, headers)
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
