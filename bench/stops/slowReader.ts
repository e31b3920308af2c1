import { get } from 'node:http'
import { connect } from 'node:net'

/** What a slow reader got: answers received whole, and answers whose body stopped short. */
export type SlowReading = { complete: number; cut: number }

/** Bytes taken from the socket per tick while reading slowly: about 1 MB/s. */
const CHUNK = 16 * 1024
const TICK_MS = 16
const BYTES_PER_SECOND = (CHUNK * 1000) / TICK_MS

/**
 * How many answers to `path` a slow reader takes about `seconds` to read: the batch follows the
 * answer's size, so the time a stopping server needs to drain it stays the same as answers grow.
 * Asks for the answer once, uncompressed, to learn its size.
 */
export function batchFor(port: number, path: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity' }, agent: false }, (res) => {
      let bytes = 512
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(Math.max(2, Math.round((seconds * BYTES_PER_SECOND) / bytes))))
    }).on('error', reject)
  })
}

/**
 * A client that asks for `path` on one kept-alive connection (uncompressed, so the answers are
 * large), `pipelined` requests at a time, and reads slowly, so the server holds answers it has
 * written but not yet sent. It asks again whenever all its answers are in, until the server
 * closes the connection.
 */
export async function slowReader(port: number, path: string, pipelined: number, stallMs = 0): Promise<SlowReading> {
  const socket = connect({ port, host: '127.0.0.1' })
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true))
    socket.once('error', () => resolve(false))
  })
  if (!connected) return { complete: 0, cut: 0 }
  socket.on('error', () => {})
  socket.pause()
  const ask = () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`.repeat(pipelined))
  ask()
  let received = Buffer.alloc(0)
  let asked = pipelined
  const started = Date.now()
  const timer = setInterval(() => {
    if (Date.now() - started < stallMs) return
    const chunk = (socket.read(CHUNK) ?? (socket.readableLength ? socket.read(socket.readableLength) : null)) as Buffer | null
    if (!chunk) return
    received = Buffer.concat([received, chunk])
    const { complete, cut } = countAnswers(received)
    if (complete === asked && cut === 0 && socket.writable) {
      asked += pipelined
      ask()
    }
  }, TICK_MS)
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve())
    socket.once('end', () => {
      for (let chunk = socket.read() as Buffer | null; chunk; chunk = socket.read() as Buffer | null) received = Buffer.concat([received, chunk])
      socket.destroy()
    })
  })
  clearInterval(timer)
  return countAnswers(received)
}

/** Splits a stream of HTTP/1.1 answers with Content-Length and counts the whole and the cut. */
export function countAnswers(stream: Buffer): SlowReading {
  const result = { complete: 0, cut: 0 }
  let at = 0
  while (at < stream.length) {
    const headEnd = stream.indexOf('\r\n\r\n', at)
    if (headEnd < 0) return { ...result, cut: result.cut + 1 }
    const head = stream.subarray(at, headEnd).toString('latin1')
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
    const bodyEnd = headEnd + 4 + length
    if (bodyEnd > stream.length) return { ...result, cut: result.cut + 1 }
    result.complete++
    at = bodyEnd
  }
  return result
}
