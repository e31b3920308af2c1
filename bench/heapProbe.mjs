// Preloaded into a server process by `npm run bench:import-memory` (NODE_OPTIONS="--expose-gc
// --import bench/heapProbe.mjs", HEAP_PROBE_FILE): on SIGUSR2 it collects all garbage and writes the
// process's live heap and resident memory, in MB, as one JSON line appended to HEAP_PROBE_FILE.
import { appendFileSync } from 'node:fs'

const file = process.env.HEAP_PROBE_FILE
const mb = (bytes) => Math.round(bytes / 2 ** 20)

if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    const rssMb = mb(process.memoryUsage.rss())
    globalThis.gc()
    const { heapUsed, arrayBuffers } = process.memoryUsage()
    appendFileSync(file, `${JSON.stringify({ rssMb, liveMb: mb(heapUsed), arrayBuffersMb: mb(arrayBuffers) })}\n`)
  })
}
