import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { defineConfig } from 'vitest/config'

const DEV_SERVER_CHATTER = /\[vike\]\[request-\d+\]|\[vite\] connected\./
const root = new URL('..', import.meta.url).pathname
const INCLUDE = ['tests/**/*.test.{ts,tsx}', 'engine/**/*.test.{ts,tsx}', 'api/**/*.test.ts']
// Browser and production-build suites need `npm run build` first: npm run test:browser, test:production, test:fuzz.
const EXCLUDE = ['tests/browser/**', 'tests/production/**', 'tests/fuzz/**', 'tests/fixtures/**', 'node_modules/**', 'dist/**']

/**
 * Test files share a process per worker (modules load once per worker, not once per file: loading
 * them again took more of the suite's time than the tests), with one limit: Vike keeps one renderer
 * per process, set up by the first site started, so a file that starts a development site (Vite's
 * middleware, `startSite`) never shares a process with one that starts the production renderer.
 * A file that starts both gets a process of its own. Files are sorted by what they call.
 */
const TEST_FILE = /^(?:tests\/(?!browser\/|production\/|fuzz\/|fixtures\/).+\.test\.tsx?|engine\/.+\.test\.tsx?|api\/.+\.test\.ts)$/
const files = ['tests', 'engine', 'api'].flatMap((dir) => readdirSync(`${root}/${dir}`, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`)).filter((file) => TEST_FILE.test(file))
/** The text of `file` and of every test support module it imports, directly or through another. */
function textWithSupport(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return ''
  seen.add(file)
  const text = readFileSync(`${root}/${file}`, 'utf8')
  const support = [...text.matchAll(/from '(\.[^']*\/support\/[\w.]+\.ts|\.\/[\w.]+\.ts)'/g)].map((match) => join(dirname(file), match[1]!))
  return [text, ...support.filter((path) => path.startsWith('tests/support/')).map((path) => textWithSupport(path, seen))].join('\n')
}
const starts = (file: string) => {
  const text = textWithSupport(file)
  return { development: /\bstartSite\(|production: false/.test(text), production: /\bstartProduction\(|production: true/.test(text) }
}
const kinds = files.map((file) => ({ file, ...starts(file) }))
const developmentSites = kinds.filter((kind) => kind.development && !kind.production).map((kind) => kind.file)
const bothSites = kinds.filter((kind) => kind.development && kind.production).map((kind) => kind.file)

export default defineConfig({
  test: {
    root,
    environment: 'node',
    // The request log of in-process test servers; tests that read the log pass their own logger.
    env: { LOG_LEVEL: 'silent' },
    // Each file starts with no content loaded and no prices shown, as if it had its process to itself.
    setupFiles: ['tests/support/eachFile.ts'],
    // Test stores' PostgreSQL schemas are dropped when the run ends, not while other files migrate theirs.
    globalSetup: ['tests/support/testSchemas.ts'],
    // The development servers' own chatter (Vike's per-request lines, Vite's "connected", Vike's
    // warning that an escaped search query looks like HTML, which it is meant to): not test results.
    // Vike colours its lines, so the colours are taken out before they are matched.
    onConsoleLog: (log) => !DEV_SERVER_CHATTER.test(stripVTControlCharacters(log)),
    // Vitest's default of one worker less than the cores leaves a 2-core machine one worker, while
    // most files spend much of their time waiting on servers and child processes they started: two
    // at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...developmentSites, ...bothSites], isolate: false } },
      { extends: true, test: { name: 'development sites', include: developmentSites, exclude: EXCLUDE, isolate: false } },
      { extends: true, test: { name: 'both sites', include: bothSites, exclude: EXCLUDE } },
    ],
  },
})
