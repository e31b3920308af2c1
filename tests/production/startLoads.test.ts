import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { copyProject, servingPort, spawnServer } from '../support/spawnServer.ts'

// What a start loads and compiles is what it costs: these tests read which packages a started
// server process loaded, and start a build that lacks its compiled schemas.

const scratch = mkdtempSync(join(tmpdir(), 'start-loads-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Starts the built server with `env`, lets it reach ready (or fail), stops it; the packages it loaded. */
async function packagesLoaded(name: string, env: Record<string, string>): Promise<string[]> {
  const file = join(scratch, name)
  const preload = join(projectRoot(), 'tests/support/loadedPackages.cjs')
  const server = spawnServer({ ...env, LOADED_PACKAGES_FILE: file, NODE_OPTIONS: `--require ${preload}` })
  const ready = await Promise.race([servingPort(server).then(() => true, () => false), server.exited.then(() => false)])
  if (ready) server.child.kill('SIGTERM')
  await server.exited
  return readFileSync(file, 'utf8').split('\n')
}

test('a server on its SQLite store never loads the PostgreSQL driver', async () => {
  const loaded = await packagesLoaded('sqlite', { DATA_DIR: join(scratch, 'data') })
  expect(loaded).toContain('better-sqlite3')
  expect(loaded).not.toContain('pg')
})

test('a server given DATABASE_URL loads the PostgreSQL driver to reach it', async () => {
  // Nothing listens on port 1: the start fails, after the driver was loaded to try.
  const loaded = await packagesLoaded('postgres', { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
  expect(loaded).toContain('pg')
})

test('a build without its compiled schemas still starts, compiling them at start', async () => {
  const project = copyProject()
  try {
    rmSync(join(project.root, 'dist/schema-validators.cjs'))
    const server = spawnServer({ DATA_DIR: join(scratch, 'copy-data') }, project.root)
    const port = await servingPort(server)
    const home = await fetch(`http://127.0.0.1:${port}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('</html>')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  } finally {
    project.remove()
  }
})
