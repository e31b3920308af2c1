import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { pageThread } from '../../api/server/pageThread.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { capturedLog } from '../support/capturedLog.ts'

// A round on a page thread hands every page to the serving thread in the order asked, each page
// its own URL's, though the thread answers the next URL while the serving thread is still keeping
// the page before (a stand-in thread that answers at once, and a slow keeper).

const ECHO = join(projectRoot(), 'tests/fixtures/workers/echoPages.mjs')
const data = { root: projectRoot(), contentDir: projectRoot(), reading: { production: true, checked: true, contentCacheBytes: 1 }, stylesheets: {} }

test('every page of a round reaches the serving thread once, in order, while the thread works ahead of it', async () => {
  const { lines, logger } = capturedLog()
  const thread = pageThread(ECHO, data, { minPages: 1, serves: () => true, logger })!
  const urls = Array.from({ length: 25 }, (_, index) => `/product/p-${index}`)
  const placed: [string, string][] = []
  const left = await thread.make(urls, async (url, page) => {
    await sleep(2)
    placed.push([url, page ? page.made.identity.toString('utf8') : 'none'])
  })
  expect(left).toEqual([])
  expect(placed).toEqual(urls.map((url) => [url, `page of ${url}`]))
  expect(lines.find((line) => String(line.msg).startsWith('a page thread made'))?.pages).toBe(25)
})

test('a content switched during a round stops the asking: the URLs not made are handed back to be made here', async () => {
  const { logger } = capturedLog()
  let serving = true
  const thread = pageThread(ECHO, data, { minPages: 1, serves: () => serving, logger })!
  const urls = Array.from({ length: 10 }, (_, index) => `/product/p-${index}`)
  const placed: string[] = []
  const left = await thread.make(urls, async (url) => {
    placed.push(url)
    if (placed.length === 3) serving = false
  })
  // Every URL is either placed or handed back, none both.
  expect([...placed, ...left]).toEqual(urls)
  expect(left.length).toBeGreaterThan(0)
})
