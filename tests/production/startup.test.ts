import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { copyProject, spawnServer, unprivileged } from '../support/spawnServer.ts'

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)

/** A port something else already listens on. */
async function busyPort(): Promise<{ port: number; release: () => void }> {
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, resolve))
  return { port: (blocker.address() as AddressInfo).port, release: () => blocker.close() }
}

describe('every startup failure prints one line and exits non-zero', () => {
  test.each(['1', '2'])('port already in use (WEB_CONCURRENCY=%s)', async (workers) => {
    const { port, release } = await busyPort()
    try {
      const server = spawnServer({ PORT: String(port), WEB_CONCURRENCY: workers })
      expect(await server.exited).toBe(1)
      expect(lastLine(server.stderr())).toBe(`The site did not start: port ${port} is already in use (EADDRINUSE); stop the other server or set PORT to a free port.`)
      expect(server.stderr()).not.toMatch(/\n\s+at /)
    } finally {
      release()
    }
  })

  test('a YAML alias bomb in a review: the positioned problem, then the one line', async () => {
    const project = copyProject()
    try {
      const bomb = readFileSync(join(projectRoot(), 'tests/fixtures/invalid/alias-bomb.yaml'), 'utf8')
      writeFileSync(join(project.root, 'pages-config/reviews/zz-alias-bomb.yaml'), bomb)
      const server = spawnServer({}, project.root)
      expect(await server.exited).toBe(1)
      expect(server.stderr()).toContain('pages-config/reviews/zz-alias-bomb.yaml:5:8  /  YAML aliases: more than 100 expansions')
      expect(lastLine(server.stderr())).toBe('The site did not start: 1 content problem(s) in 1 file(s), listed above; fix them (npm run check lists them too).')
    } finally {
      project.remove()
    }
  })

  test('content changed since the build is checked again at the start: a link to no page, at its line, then the one line', async () => {
    const project = copyProject()
    try {
      const about = join(project.root, 'pages-config/pages/about.yaml')
      writeFileSync(about, readFileSync(about, 'utf8').replace('href: /how-we-rank', 'href: /how-we-rank-gone'))
      const server = spawnServer({}, project.root)
      expect(await server.exited).toBe(1)
      expect(server.stderr()).toMatch(/pages-config\/pages\/about\.yaml:16:\d+ .*"\/how-we-rank-gone" leads to no page of the site/)
      expect(lastLine(server.stderr())).toBe('The site did not start: 1 content problem(s) in 1 file(s), listed above; fix them (npm run check lists them too).')
    } finally {
      project.remove()
    }
  })

  test('an unreadable YAML file: one line naming it and what to do, no stack', async () => {
    const project = copyProject()
    try {
      const reviews = join(project.root, 'pages-config/reviews')
      const file = join(reviews, readdirSync(reviews).find((name) => name.endsWith('.yaml'))!)
      chmodSync(file, 0o000)
      const server = spawnServer({}, project.root, unprivileged())
      expect(await server.exited).toBe(1)
      expect(server.stderr().trimEnd().split('\n')).toEqual([`The site did not start: ${file}: cannot read the file (EACCES: permission denied); let the user the site runs as read it (chmod a+r).`])
    } finally {
      project.remove()
    }
  })

  test('a FIFO named like a review: one line, no hang', async () => {
    const project = copyProject()
    try {
      const fifo = join(project.root, 'pages-config/reviews/zz-fifo.yaml')
      execFileSync('mkfifo', [fifo])
      const server = spawnServer({}, project.root)
      // A server stuck reading the FIFO would outlive the test: it is ended whatever happens.
      const stuck = setTimeout(() => server.child.kill('SIGKILL'), 60_000)
      expect(await server.exited).toBe(1)
      clearTimeout(stuck)
      expect(server.stderr().trimEnd().split('\n')).toEqual([
        `The site did not start: ${fifo}: cannot read the file: it is not a regular file (a folder, FIFO or device named like a YAML file); replace it with the YAML file or remove it.`,
      ])
    } finally {
      project.remove()
    }
  })

  test('an unreadable content folder: one line naming it, no stack', async () => {
    const project = copyProject()
    try {
      const folder = join(project.root, 'pages-config/reviews')
      chmodSync(folder, 0o000)
      const server = spawnServer({}, project.root, unprivileged())
      expect(await server.exited).toBe(1)
      const lines = server.stderr().trimEnd().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^The site did not start: .*pages-config\/reviews.* \(EACCES\)/)
    } finally {
      chmodSync(join(project.root, 'pages-config/reviews'), 0o755)
      project.remove()
    }
  })

  test.each([
    ['dist/server', 'dist/server/entry.mjs'],
    ['dist/client', 'dist/client'],
  ])('a deploy without %s refuses to start, naming it', async (part, named) => {
    const project = copyProject()
    try {
      rmSync(join(project.root, part), { recursive: true })
      const server = spawnServer({}, project.root)
      // A server that starts anyway would outlive the test: it is ended whatever happens.
      const started = setTimeout(() => server.child.kill('SIGKILL'), 60_000)
      expect(await server.exited).toBe(1)
      clearTimeout(started)
      expect(server.stderr().trimEnd().split('\n')).toEqual([expect.stringContaining(`The site did not start: the build is incomplete: ${join(project.root, named)} (`)])
    } finally {
      project.remove()
    }
  })

  test('no production build', async () => {
    const project = copyProject({ build: false })
    try {
      const server = spawnServer({}, project.root)
      expect(await server.exited).toBe(1)
      expect(lastLine(server.stderr())).toBe(`The site did not start: no production build in ${join(project.root, 'dist')}; run "npm run build" first (npm start does).`)
    } finally {
      project.remove()
    }
  })

  test.each([
    ['PORT', 'eighty', 'PORT is "eighty"; set it to a whole number from 0 to 65535, or leave it unset for 3000.'],
    ['WEB_CONCURRENCY', '0', 'WEB_CONCURRENCY is "0"; set it to a whole number from 1 to 256'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY is "true"; set it to a whole number from 0 to 10, or leave it unset for 0.'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL is "loud"; set it to one of fatal, error, warn, info, debug, trace, silent.'],
    ['SHUTDOWN_TIMEOUT_MS', '-5', 'SHUTDOWN_TIMEOUT_MS is "-5"; set it to a whole number from 100 to 600000'],
  ])('%s=%s', async (name, value, message) => {
    const server = spawnServer({ [name]: value })
    expect(await server.exited).toBe(1)
    expect(lastLine(server.stderr())).toContain(`The site did not start: ${message}`)
  })
})
