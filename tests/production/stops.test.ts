import { expect, test } from 'vitest'
import { stopTrial } from '../../bench/stops/stopTrial.ts'
import { batchFor, slowReader } from '../../bench/stops/slowReader.ts'
import { servingPort, spawnServer } from '../support/spawnServer.ts'

// Two workers under keep-alive load, with slow readers holding answers the server has written but
// not yet sent: a stop loses nothing and ends cleanly. `npm run bench:stops` repeats these.
test.each(['group', 'primary'] as const)('SIGTERM to the %s under keep-alive load with slow readers: nothing cut, nothing lost, exit 0', async (target) => {
  const outcome = await stopTrial(target)
  expect(outcome).toMatchObject({ exitCode: 0, cut: 0, lost: 0, failed: 0 })
  expect(outcome.answered).toBeGreaterThan(0)
})

test('a second and third SIGTERM while stopping change nothing: the slow reader gets every answer, exit 0', async () => {
  const server = spawnServer({ SHUTDOWN_TIMEOUT_MS: '10000' })
  const port = await servingPort(server)
  const batch = await batchFor(port, '/api/products', 3)
  const reading = slowReader(port, '/api/products', batch, 1_500)
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (let i = 0; i < 3; i++) {
    server.child.kill(i % 2 ? 'SIGINT' : 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(await server.exited).toBe(0)
  expect(await reading).toEqual({ complete: batch, cut: 0 })
  expect(server.logLines().filter((line) => line.msg === 'shutting down')).toHaveLength(1)
})
