import { spawn } from 'node:child_process'
import { freePort } from './builtServer.ts'

/** A production server process whose JSON log is read as it comes. */
export type LoggedServer = {
  url: string
  /** When each of its workers logged that it serves content version `id` (ms since the epoch). */
  switchedTo: (id: number) => Promise<number[]>
  /** Asks `path` on new connections (so every worker may answer) until `ok` holds for the body. */
  until: (path: string, ok: (path: string, body: string) => boolean) => Promise<void>
  etag: (path: string) => Promise<string | null>
  stop: () => Promise<void>
}

/**
 * `node dist/node/server.js` in `root` with `env` (WEB_CONCURRENCY workers), on a free port;
 * resolves once all `workers` said they serve.
 */
export async function startLoggedServer(root: string, env: NodeJS.ProcessEnv, workers: number): Promise<LoggedServer> {
  const port = await freePort()
  const child = spawn(process.execPath, ['dist/node/server.js'], { cwd: root, env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  const lines: Record<string, unknown>[] = []
  let rest = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8')
    const parts = text.split('\n')
    rest = parts.pop()!
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as Record<string, unknown>)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const waitFor = async <T>(find: () => T | undefined): Promise<T> => {
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  await waitFor(() => (lines.filter((line) => String(line.msg).includes('is serving')).length >= workers ? true : undefined))
  const url = `http://127.0.0.1:${port}`
  const fetchOnce = (path: string) => fetch(url + path, { headers: { connection: 'close' } })
  return {
    url,
    switchedTo: (id) => waitFor(() => {
      const times = lines.filter((line) => line.contentVersion === id && String(line.msg).includes('is served')).map((line) => Date.parse(String(line.time)))
      return times.length >= workers ? times : undefined
    }),
    until: async (path, ok) => {
      for (let hits = 0; hits < workers; ) {
        const response = await fetchOnce(path)
        if (response.status === 200 && ok(path, await response.text())) hits++
      }
    },
    etag: async (path) => (await fetchOnce(path)).headers.get('etag'),
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

