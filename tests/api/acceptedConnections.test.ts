import { EventEmitter } from 'node:events'
import type { Server } from 'node:http'
import { expect, test } from 'vitest'
import { afterWaitingConnections, countAcceptedConnections } from '../../api/process/acceptedConnections.ts'

// libuv accepts one new connection per turn of the event loop: a render waits while turns keep
// accepting, so a burst of connections is let in, and its requests read, before the thread renders.

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

test('a render waits for the turns that accept waiting connections, and no longer', async () => {
  const server = new EventEmitter()
  countAcceptedConnections(server as unknown as Server)
  let done = false
  const waited = afterWaitingConnections().then(() => (done = true))
  // Three turns in a row, each accepting one connection.
  for (let turn = 0; turn < 3; turn++) {
    server.emit('connection')
    await nextTurn()
    expect(done, `after the connection of turn ${turn + 1}`).toBe(false)
  }
  await waited
  expect(done).toBe(true)
})

test('with no connection waiting, a render goes ahead after one turn', async () => {
  let turns = 0
  let counting = true
  const count = async () => {
    while (counting) {
      await nextTurn()
      turns++
    }
  }
  void count()
  await afterWaitingConnections()
  counting = false
  expect(turns).toBeLessThanOrEqual(2)
})
