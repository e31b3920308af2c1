import Koa from 'koa'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { renderPages } from '../../api/middleware/renderPages.ts'
import { siteContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

// The renderer alone, without the redirects in front of it: a redirect Vike makes itself must
// still say where to go, or the visitor is left on a blank page.
let server: Started
beforeAll(async () => {
  const app = new Koa()
  app.use(renderPages(() => siteContent()))
  server = await listen(app)
})
afterAll(() => server.close())

test.each([
  ['/about/', '/about'],
  ['/search/?query=x', '/search?query=x'],
])("a redirect Vike renders for %s carries Location %s", async (from, to) => {
  const response = await fetch(server.url + from, { redirect: 'manual' })
  expect([301, 308]).toContain(response.status)
  expect(response.headers.get('location')).toBe(to)
})
