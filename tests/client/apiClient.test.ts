import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { ApiError, createApiClient } from '../../engine/client/apiClient.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
let other: Started

beforeAll(async () => {
  const content = fixtureContent()
  site = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content }))
  // A server answering as the spec's other callers do: a bare array, a slow answer, a broken one.
  const odd = new Koa()
  odd.use(async (ctx) => {
    if (ctx.path === '/api/products') ctx.body = [{ id: 'bare-1' }, { id: 'bare-2' }]
    else if (ctx.path === '/api/products/category/slow') await new Promise((resolve) => setTimeout(resolve, 500)).then(() => (ctx.body = []))
    else if (ctx.path === '/api/products/category/broken') ctx.body = { success: true, data: 'not a list' }
  })
  other = await listen(odd)
})
afterAll(async () => {
  await site.close()
  await other.close()
})

describe('API client: calls, answers and failures', () => {
  test('reads the list under the data wrapper, with the seo data', async () => {
    const client = createApiClient({ base: `${site.url}/api` })
    const { data, seo } = await client.category('ellipticals')
    expect(data.length).toBeGreaterThanOrEqual(8)
    expect(data[0]!.category).toBe('elliptical')
    expect(seo?.title).toBe('Best Elliptical Machine Of 2025')
    expect((await client.products()).length).toBeGreaterThanOrEqual(100)
  })

  test('reads a bare array body too', async () => {
    const client = createApiClient({ base: `${other.url}/api` })
    expect((await client.products()).map((product) => product.id)).toEqual(['bare-1', 'bare-2'])
  })

  test('an HTTP error is logged with status and body, then passed on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createApiClient({ base: `${site.url}/api` })
    const error = await client.category('hoverboards').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect(log).toHaveBeenCalledWith('API /products/category/hoverboards: HTTP 404', expect.objectContaining({ success: false }))
    log.mockRestore()
  })

  test('a time-out is logged and passed on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createApiClient({ base: `${other.url}/api`, timeoutMs: 50 })
    await expect(client.category('slow')).rejects.toThrow('timed out after 50 ms')
    expect(log.mock.calls[0]![0]).toBe('API /products/category/slow: timed out after 50 ms')
    log.mockRestore()
  })

  test('a network failure is logged and passed on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createApiClient({ base: 'http://127.0.0.1:9/api' })
    await expect(client.products()).rejects.toThrow('network error')
    expect(log.mock.calls[0]![0]).toBe('API /products: network error')
    log.mockRestore()
  })

  test('an answer without a list is an error, not an empty page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createApiClient({ base: `${other.url}/api` })
    await expect(client.category('broken')).rejects.toThrow('holds no product list')
    log.mockRestore()
  })

  test('the defaults: base /api, 10 s time-out', async () => {
    const calls: [string, RequestInit | undefined][] = []
    const client = createApiClient({
      fetch: async (input, init) => {
        calls.push([String(input), init])
        return new Response('[]', { status: 200 })
      },
    })
    await client.products()
    expect(calls[0]![0]).toBe('/api/products')
    expect(calls[0]![1]?.credentials).toBe('omit')
    expect(calls[0]![1]?.signal).toBeInstanceOf(AbortSignal)
  })
})

describe('the header\'s suggestions', () => {
  test('reads the suggestions the server ranks for the typed text', async () => {
    const client = createApiClient({ base: `${site.url}/api` })
    const [first] = await client.suggestions('rowers')
    expect(first?.category).toBe(fixtureContent().categories.resolve('rowing-machine')?.label)
    expect(first?.href).toMatch(/^\//)
  })

  test('a request cancelled by newer typing is dropped without logging an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const controller = new AbortController()
    const pending = createApiClient({ base: `${site.url}/api` }).suggestions('treadmill', controller.signal)
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
