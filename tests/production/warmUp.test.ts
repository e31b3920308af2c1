import { expect, test } from 'vitest'
import { matchPageKind } from '../../engine/pages/pageIdentity.ts'
import { PAGE_KINDS } from '../../engine/pages/pageParameters.ts'
import { servingPort, spawnServer } from '../support/spawnServer.ts'

// Ready means ready: before the server says it is serving (and /api/health answers 200), it has
// rendered a page of every kind once, so no visitor's request is the first render of its kind,
// and a build that cannot render one never becomes ready. The log names each such render at debug level.

/** Every page kind the production server renders; the section gallery is off unless SECTION_GALLERY=1. */
const KINDS = Object.keys(PAGE_KINDS).filter((kind) => kind !== 'gallery')

test('a page of every kind is rendered, and the not-found page, before the server says it is serving and health says ready', async () => {
  const server = spawnServer({ LOG_LEVEL: 'debug' })
  try {
    const port = await servingPort(server)
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', ready: true })
    const lines = server.logLines()
    const serving = lines.findIndex((line) => String(line.msg).includes('is serving'))
    const warmUps = lines.slice(0, serving).filter((line) => line.msg === 'warm-up render')
    const kinds = new Set(warmUps.filter((line) => line.status === 200).map((line) => matchPageKind(String(line.url).split('?')[0]!)?.kind))
    expect([...kinds].sort()).toEqual([...KINDS].sort())
    expect(warmUps.some((line) => line.status === 404), 'the not-found page').toBe(true)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
})
