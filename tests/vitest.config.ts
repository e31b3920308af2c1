import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/**/*.test.{ts,tsx}', 'engine/**/*.test.{ts,tsx}', 'api/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // The request log of in-process test servers; tests that read the log pass their own logger.
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
