import { afterAll, beforeAll, expect, test } from 'vitest'
import { capturedLog } from '../support/capturedLog.ts'
import type { Started } from '../support/startApp.ts'
import { brokenContent, startProduction } from '../support/startProduction.ts'

// A view rendered on request that fails shows the visitor the error page, and the operator's
// structured log (not stderr) gets the cause with its stack.

const { lines: logLines, logger } = capturedLog()

let site: Started
beforeAll(async () => {
  site = await startProduction({ getContent: brokenContent, logger })
})
afterAll(() => site.close())

test('a failed render answers the error page and logs the cause as one JSON line, without the query', async () => {
  const response = await fetch(`${site.url}/category/treadmills?sort=price-asc&secret=1`)
  expect(response.status).toBe(500)
  const body = await response.text()
  expect(body).toContain('Something went wrong')
  expect(body).not.toMatch(/injected fault|\n\s+at /)
  await new Promise((resolve) => setImmediate(resolve))
  const failure = logLines.find((line) => line.msg === 'render failed')
  expect(failure).toMatchObject({ level: 50, method: 'GET', path: '/category/treadmills' })
  expect((failure?.err as { message?: string } | undefined)?.message).toContain('injected fault')
  expect((failure?.err as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /)
  expect(JSON.stringify(logLines)).not.toContain('secret=1')
})
