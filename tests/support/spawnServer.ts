import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

export type ServerProcess = {
  child: ChildProcess
  /** Everything written so far; stdout is the JSON log, one object per line. */
  stdout: () => string
  stderr: () => string
  logLines: () => Record<string, unknown>[]
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  /** Resolves when `predicate` holds for a log line; rejects if the process ends first. */
  waitForLog: (predicate: (line: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>
}

/**
 * The real server entry in production mode, as `npm start` runs it after the build: the
 * compiled `dist/node/server.js` under plain `node`, so signals reach the server itself.
 */
export function spawnServer(env: Record<string, string>, root = projectRoot(), as: { uid?: number; gid?: number } = {}): ServerProcess {
  const child = spawn(process.execPath, ['dist/node/server.js'], {
    cwd: root,
    ...as,
    env: { ...process.env, NODE_ENV: 'production', WEB_CONCURRENCY: '1', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  const logLines = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  const waitForLog = (predicate: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = logLines().find(predicate)
        if (found) {
          child.stdout!.off('data', check)
          resolve(found)
        }
      }
      child.stdout!.on('data', check)
      void exited.then(() => reject(new Error(`the server ended before the expected log line:\n${out}\n${err}`)))
      check()
    })
  return { child, stdout: () => out, stderr: () => err, logLines, exited, waitForLog }
}

/** The port of the first "is serving" line. */
export async function servingPort(server: ServerProcess): Promise<number> {
  const line = await server.waitForLog((entry) => typeof entry.port === 'number' && String(entry.msg).includes('is serving'))
  return line.port as number
}

/**
 * A copy of the project (code, content, build; node_modules linked) to break on purpose. The
 * server finds its root by walking up from its own code, so the copy's content is the one loaded.
 * Without `build`, only the compiled server is copied, not the built pages.
 */
export function copyProject(options: { build?: boolean } = {}): { root: string; remove: () => void } {
  const source = projectRoot()
  const root = mkdtempSync(join(tmpdir(), 'site-'))
  // Readable by every user, so a server started as an unprivileged user can run the copy.
  chmodSync(root, 0o755)
  // Every file the bundles are made from, so that a build in the copy finds them unchanged.
  const parts = ['api', 'engine', 'renderer', 'schemas', 'pages-config', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'vite.server.config.ts']
  parts.push(options.build === false ? 'dist/node' : 'dist')
  for (const part of parts) cpSync(join(source, part), join(root, part), { recursive: true })
  symlinkSync(join(source, 'node_modules'), join(root, 'node_modules'))
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/**
 * Who a server must run as for file permissions to hold: root reads every file whatever its
 * mode, so under root the server runs as `nobody`.
 */
export const unprivileged = (): { uid?: number; gid?: number } => (process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {})
