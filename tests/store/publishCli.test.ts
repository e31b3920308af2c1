import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readBase } from '../../api/publish/checkoutBase.ts'
import { withReviewMarked } from '../../bench/publishEdits.ts'
import { listVersions, readLiveVersion, readVersionFiles } from '../../api/store/contentVersions.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { fixtureCopy } from '../support/editedCopy.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// npm run publish as an editor runs it, from a checkout (the fixture content copied) into a store
// of its own: what it refuses, what it writes, and what it says.

const REVIEW = 'pages-config/reviews/aerorow-pro-air.yaml'
let store: TestStore
let checkout: ReturnType<typeof fixtureCopy>

const publish = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(...npmScript('publish', args), { cwd: projectRoot(), env: { ...process.env, ...store.env, CONTENT_DIR: checkout.root, PUBLISH_AUTHOR: 'ana' } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

beforeAll(async () => {
  store = await openTestStore()
  checkout = fixtureCopy()
})
afterAll(async () => {
  checkout.remove()
  await store.remove()
})

test('a checkout that fails the check is refused with each problem at its file:line:col, and nothing is written', async () => {
  checkout.edit(REVIEW, (yaml) => yaml.replace(/^author: .*$/m, 'author: [unclosed'))
  const refused = await publish()
  expect(refused.code).toBe(1)
  expect(refused.stderr).toMatch(new RegExp(`^${REVIEW.replaceAll('.', '\\.')}:\\d+:\\d+ +/ +YAML syntax`, 'm'))
  expect(refused.stderr).toContain('nothing was published')
  expect(await readLiveVersion(store.store)).toBe(0)
  expect(await listVersions(store.store)).toEqual([])
})

test('a good checkout goes live, is logged with its author and files, and names what a CDN purges', async () => {
  checkout.edit(REVIEW, (yaml) => yaml.replace('author: [unclosed', 'author: Best Home Gym Equipment test team'))
  const first = await publish('--note', 'first version')
  expect(first.code, first.stderr).toBe(0)
  expect(await readLiveVersion(store.store)).toBe(1)
  checkout.edit(REVIEW, (yaml) => withReviewMarked(yaml, 'Edited.'))
  const second = await publish()
  expect(second.code, second.stderr).toBe(0)
  expect(second.stdout).toContain('published content version 2 (made from version 1) by ana: 1 file(s) changed')
  expect(second.stdout).toContain(REVIEW)
  expect(second.stdout).toMatch(/Surrogate-Key to purge: .*product-aerorow-pro-air/)
  expect(readBase(checkout.root)).toBe(2)
  const log = await publish('--log')
  expect(log.stdout).toMatch(/^#2 LIVE \S+ by ana from #1\n {2}files: pages-config\/reviews\/aerorow-pro-air\.yaml$/m)
  expect(log.stdout).toContain('"first version"')
})

test('a checkout made from an older version than the live one is refused, naming who published since', async () => {
  checkout.edit(REVIEW, (yaml) => yaml.replace('Edited. ', 'Edited late. '))
  const refused = await publish('--base', '1')
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain('version 2 (by ana at')
  expect(refused.stderr).toContain('Nothing was published')
  expect(await readLiveVersion(store.store)).toBe(2)
})

test('a rollback makes the files of the version before the live one live again, as a new version', async () => {
  const rolled = await publish('--rollback')
  expect(rolled.code, rolled.stderr).toBe(0)
  expect(rolled.stdout).toContain('content version 3 has the files of version 1')
  expect(await readLiveVersion(store.store)).toBe(3)
  expect((await readVersionFiles(store.store, 3)).get(REVIEW)).toBe((await readVersionFiles(store.store, 1)).get(REVIEW))
})
