import { defineConfig } from 'vitest/config'

const DEVELOPMENT_SITE = ['tests/browser/devOverlay.test.ts']

/**
 * Browser tests: real Chromium against the production build (`npm run test:browser` builds first),
 * served by one server for all files (globalSetup). Two files run at a time: most of a browser
 * test is waiting on Chromium and the server, so one at a time leaves the second core idle. Files
 * share a process per worker (playwright, the content and the engine load once per worker, not
 * once per file), except the one that starts a development site, since Vike keeps one renderer per
 * process and priceAlert starts a production one.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    globalSetup: ['tests/browser/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/browser/**/*.test.ts'], exclude: DEVELOPMENT_SITE, isolate: false } },
      { extends: true, test: { name: 'development site', include: DEVELOPMENT_SITE } },
    ],
  },
})
