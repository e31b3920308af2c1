import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { projectRoot } from '../engine/content/projectRoot.server.ts'

/** The production server entry as the build leaves it, relative to the project. */
export const BUILT_SERVER = ['dist/node/server.js']

export type BuiltServer = {
  child: ChildProcess
  url: string
  /** From spawning the process to its first answered request. */
  firstAnswerMs: number
  /** CPU time the process had used by then (user and system, Linux /proc), in ms. */
  firstAnswerCpuMs: number
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>
}

/** User and system CPU time of a process so far, from /proc/PID/stat (in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A port free right now, so the server can be told it. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The production server process on a built tree, exactly as `npm start` runs it after the build,
 * in `root` (this project unless said), on a free port; resolves once it has answered /api/health
 * (asked every 5 ms from the spawn on).
 * Its request log goes to /dev/null: it costs what it costs in production, without a full pipe.
 */
export async function spawnBuiltServer(env: NodeJS.ProcessEnv = {}, root: string = projectRoot()): Promise<BuiltServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const start = performance.now()
  const child = spawn(process.execPath, BUILT_SERVER, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let ended = false
  void exited.then(() => (ended = true))
  while (!ended) {
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false)
    if (ok) {
      const firstAnswerMs = performance.now() - start
      const firstAnswerCpuMs = cpuMs(child.pid!)
      const stop = () => {
        child.kill('SIGTERM')
        return exited
      }
      return { child, url, firstAnswerMs, firstAnswerCpuMs, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`the server ended before answering (exit code ${await exited})`)
}
