// `npm run bench` (after the build): the serving ratios beside a bare server, the hostile traffic,
// and the filter bench against the commit before feature filters, one after the other. Each runs
// even when one before it missed a goal, so the one command prints every figure; it exits
// non-zero when any missed.
import { spawnSync } from 'node:child_process'

const PARTS = ['bench/serve.ts', 'bench/hostile.ts', 'bench/filters.ts']

let failed = false
for (const part of PARTS) {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', part], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  failed ||= status !== 0
}
process.exit(failed ? 1 : 0)
