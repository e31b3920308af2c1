import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const DEV_SERVER_CHATTER = /\[vike\]\[request-\d+\]|\[vite\] connected\./

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/**/*.test.{ts,tsx}', 'engine/**/*.test.{ts,tsx}', 'api/**/*.test.ts'],
    // Browser and production-build suites need `npm run build` first: npm run test:browser, test:production, test:fuzz.
    exclude: ['tests/browser/**', 'tests/production/**', 'tests/fuzz/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // The request log of in-process test servers; tests that read the log pass their own logger.
    env: { LOG_LEVEL: 'silent' },
    // The development servers' own chatter (Vike's per-request lines, Vite's "connected", Vike's
    // warning that an escaped search query looks like HTML, which it is meant to): not test results.
    onConsoleLog: (log) => !DEV_SERVER_CHATTER.test(log),
    // Vitest's default of one worker less than the cores leaves a 2-core machine one worker, while
    // most files spend much of their time waiting on servers and child processes they started: two
    // at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
