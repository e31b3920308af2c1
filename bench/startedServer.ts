import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

export type StartedServer = {
  /** The server process's id. */
  pid: number
  /** From spawning the process to its first page answered. */
  startMs: number
  get: (path: string) => Promise<string>
  /** The process's resident memory now and at its peak (Linux /proc), in MB. */
  memory: () => { rssMb: number; peakMb: number }
  /** The server's log so far, one JSON line each. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * The server entry as its npm script runs it, one process, on a free port, with `env` (CONTENT_DIR,
 * NODE_ENV): in production the compiled `dist/node/server.js`, in development the TypeScript source.
 */
export async function startedServer(root: string, env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const start = performance.now()
  const entry = env.NODE_ENV === 'production' ? ['dist/node/server.js'] : ['--import', 'tsx', 'api/server/server.ts']
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...env, PORT: '0', WEB_CONCURRENCY: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let out = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const match = /"port":(\d+)[^\n]*is serving/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    void exited.then(() => reject(new Error(`the server ended before serving:\n${out}`)))
  })
  const get = async (path: string) => {
    // A kept-alive connection the server closed as it was reused is asked again once, as browsers do.
    const response = await fetch(`http://localhost:${port}${path}`).catch(() => fetch(`http://localhost:${port}${path}`))
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response.text()
  }
  await get('/')
  const startMs = performance.now() - start
  const memory = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) }
  }
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  return { pid: child.pid!, startMs, get, memory, output: () => out, stop }
}
