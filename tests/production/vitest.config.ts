import { defineConfig } from 'vitest/config'

/** Suites that run against the production build (`npm run build` first): headers, startup, shutdown, cluster, fuzz. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/production/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Spawned servers and the fuzz run share two cores with everything else: one file at a time.
    fileParallelism: false,
  },
})
