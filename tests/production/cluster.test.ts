import { expect, test } from 'vitest'
import { spawnServer } from '../support/spawnServer.ts'

const isServing = (line: Record<string, unknown>) => String(line.msg).includes('is serving')

test('WEB_CONCURRENCY=2 serves with two workers, replaces a killed one, and stops all on SIGTERM', async () => {
  const server = spawnServer({ WEB_CONCURRENCY: '2' })
  try {
    await server.waitForLog((line) => server.logLines().filter(isServing).length >= 2 && isServing(line))
    const workers = server.logLines().filter(isServing)
    const pids = new Set(workers.map((line) => line.pid))
    expect(pids.size).toBe(2)
    expect(pids.has(server.child.pid)).toBe(false)
    // Workers share one port (listening on port 0 in a cluster gives every worker the same one).
    const port = workers[0]!.port as number
    expect(workers[1]!.port).toBe(port)
    const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status
    expect(await health()).toBe(200)

    const victim = workers[0]!.pid as number
    process.kill(victim, 'SIGKILL')
    const replacement = await server.waitForLog((line) => isServing(line) && !pids.has(line.pid))
    expect(replacement.port).toBe(port)
    expect(server.logLines().some((line) => line.msg === 'worker died; starting a new one' && line.workerPid === victim)).toBe(true)
    for (let i = 0; i < 10; i++) expect(await health()).toBe(200)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.logLines().filter((line) => line.msg === 'shutting down').length).toBe(2)
  } finally {
    server.child.kill('SIGKILL')
  }
})
