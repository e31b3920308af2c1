// `npm run bench:hostile` (and the second part of `npm run bench`): the production server as
// `npm start` runs it, with one worker, in its own process, under traffic a site meets in the wild
// (each scenario in bench/hostile/). Prints each scenario's figures beside its goals and exits
// non-zero when one is missed. Figures go in docs/performance.md.
import { spawnBuiltServer } from './builtServer.ts'
import { SCENARIOS } from './hostile/scenarios.ts'

const server = await spawnBuiltServer({ WEB_CONCURRENCY: '1', LOG_LEVEL: 'silent' })
let failed = false
try {
  for (const scenario of SCENARIOS) {
    console.log(`hostile traffic: ${scenario.name}`)
    const { lines, ok } = await scenario.run({ url: server.url })
    for (const line of lines) console.log(`  ${line}`)
    failed ||= !ok
  }
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
