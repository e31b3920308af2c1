import type { Context } from 'koa'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
const content = fixtureContent()

/** Stands where the pages are served, so a request that passes through is visible. */
function pagesReached(ctx: Context) {
  ctx.body = `pages: ${ctx.url}`
}

beforeAll(async () => {
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, pages: [pagesReached] }))
})
afterAll(() => server.close())

const get = (path: string, method = 'GET') => fetch(server.url + path, { method, redirect: 'manual' })

describe('odd category links redirect to the canonical category page', () => {
  test.each([
    ['/category/recumbent-bike', '/category/recumbent-bikes'],
    ['/category/ellipticals', '/category/elliptical'],
    ['/category/rowing-machine', '/category/rowing-machines'],
    ['/category/exercise-bike', '/category/exercise-bikes'],
    ['/category/treadmill', '/category/treadmills'],
    ['/category/Treadmills', '/category/treadmills'],
    ['/category/treadmills/', '/category/treadmills'],
    ['/treadmills', '/category/treadmills'],
    ['/recumbent-bikes', '/category/recumbent-bikes'],
    ['/ellipticals', '/category/elliptical'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  test('the query string is kept', async () => {
    const response = await get('/category/recumbent-bike?sort=price-low&page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/category/recumbent-bikes?sort=price-low&page=2')
  })

  test('HEAD is redirected too', async () => {
    expect((await get('/treadmills', 'HEAD')).status).toBe(301)
  })

  test("the client router's data request for an odd link gets the canonical page's data", async () => {
    const response = await get('/category/ellipticals/index.pageContext.json')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/category/elliptical/index.pageContext.json')
  })

  test.each(['/category/treadmills', '/category/elliptical?sort=rating', '/category/elliptical/index.pageContext.json', '/about', '/product/oarline-classic-r1', '/category/hoverboards', '/'])(
    '%s passes through untouched',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(`pages: ${path}`)
    },
  )

  test('a POST is never redirected', async () => {
    const response = await get('/treadmills', 'POST')
    expect(response.status).not.toBe(301)
  })
})
