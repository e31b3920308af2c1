import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readConfig } from '../../api/server/config.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

const read = (file: string) => readFileSync(join(projectRoot(), file), 'utf8')

/** The environment variables a server file reads, by name. */
function variablesReadBy(file: string): string[] {
  const text = read(file)
  const names = [...text.matchAll(/env\.([A-Z][A-Z0-9_]+)|whole\(env, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1] ?? match[2]!)
  return [...new Set(names)]
}

test("the README's configuration table lists every environment variable the server reads", () => {
  const variables = ['api/server/config.ts', 'engine/content/loadDocument.server.ts'].flatMap(variablesReadBy)
  expect(variables).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT', 'HOST', 'WEB_CONCURRENCY', 'TRUST_PROXY', 'LOG_LEVEL', 'SHUTDOWN_TIMEOUT_MS', 'CONTENT_MAX_FILE_BYTES']))
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running several instances'))
  for (const name of variables) expect(section, name).toContain(`| \`${name}\` |`)
})

test('defaults: production on one worker per core, 10 s shutdown deadline, deliberate timeouts, no proxy trusted', () => {
  const config = readConfig({ NODE_ENV: 'production' })
  expect(config).toMatchObject({ production: true, port: 3000, trustProxy: 0, logLevel: 'info', shutdownTimeoutMs: 10_000, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 })
  expect(config.workers).toBeGreaterThanOrEqual(1)
  expect(readConfig({}).workers).toBe(1)
  expect(readConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '3', TRUST_PROXY: '2', PORT: '0' })).toMatchObject({ workers: 3, trustProxy: 2, port: 0 })
  // The answer table's bound: 32 MB unless ANSWER_CACHE_MB says otherwise.
  expect(readConfig({}).answerCacheBytes).toBe(32 * 2 ** 20)
  expect(readConfig({ ANSWER_CACHE_MB: '256' }).answerCacheBytes).toBe(256 * 2 ** 20)
  expect(readConfig({}).contentCacheBytes).toBe(32 * 2 ** 20)
  expect(readConfig({ CONTENT_CACHE_MB: '8' }).contentCacheBytes).toBe(8 * 2 ** 20)
})

test('a wrong value is refused with a message naming the variable and what it accepts', () => {
  expect(() => readConfig({ PORT: '70000' })).toThrow('PORT is "70000"; set it to a whole number from 0 to 65535, or leave it unset for 3000.')
  expect(() => readConfig({ MAX_CONNECTIONS: '1.5' })).toThrow('MAX_CONNECTIONS is "1.5"')
  expect(() => readConfig({ ANSWER_CACHE_MB: '0' })).toThrow('ANSWER_CACHE_MB is "0"; set it to a whole number from 1 to 65536, or leave it unset for 32.')
})
