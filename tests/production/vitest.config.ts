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
    // Each file spends most of its time waiting on the servers it spawned (startups, stops,
    // deadlines): two files at a time keep both cores of a small machine busy.
    maxWorkers: 2,
  },
})
