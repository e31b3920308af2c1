import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import type { Seo } from '../../schemas/types.gen.ts'
import type { Suggestion } from '../catalogue/searchProducts.ts'

/** The browser's calls to the product API: base path /api, 10000 ms time-out, no payloads, no credentials. */
const API_BASE = '/api'
const API_TIMEOUT_MS = 10_000

export type ApiClientOptions = { base?: string; timeoutMs?: number; fetch?: typeof fetch }

export type CategoryResponse = { data: ApiProduct[]; seo?: Seo }

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type ApiClient = {
  /** GET /products: every product. */
  products(): Promise<ApiProduct[]>
  /** GET /products/category/{category}: one category's products and its seo data. */
  category(category: string): Promise<CategoryResponse>
  /** GET /search/suggestions?query=: the header's suggestions; `signal` drops an answer no longer wanted. */
  suggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]>
}

export function createApiClient({ base = API_BASE, timeoutMs = API_TIMEOUT_MS, fetch: fetchFn = fetch }: ApiClientOptions = {}): ApiClient {
  async function get(path: string, cancel?: AbortSignal): Promise<unknown> {
    let response: Response
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      response = await fetchFn(`${base}${path}`, { credentials: 'omit', signal: either(cancel, timeout) })
    } catch (error) {
      // Cancelled by the caller: nothing went wrong, so nothing is logged.
      if (cancel?.aborted) throw error
      // A failed call is logged for whoever debugs the page, then passed on to the caller, which decides what the shopper sees.
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      const message = timedOut ? `timed out after ${timeoutMs} ms` : 'network error'
      console.error(`API ${path}: ${message}`, error)
      throw new ApiError(`GET ${path}: ${message}`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      console.error(`API ${path}: HTTP ${response.status}`, body)
      throw new ApiError(`GET ${path}: HTTP ${response.status}`, response.status, body)
    }
    return body
  }
  return {
    async products() {
      return productList(await get('/products'), '/products')
    },
    async category(category) {
      const path = `/products/category/${encodeURIComponent(category)}`
      const body = await get(path)
      const seo = isRecord(body) && isRecord(body.seo) ? (body.seo as unknown as Seo) : undefined
      return { data: productList(body, path), ...(seo ? { seo } : {}) }
    },
    async suggestions(query, signal) {
      const path = `/search/suggestions?query=${encodeURIComponent(query)}`
      return suggestionList(await get(path, signal), path)
    },
  }
}

/** Both readings of a list answer callers use: the list under a data field, or the body itself. */
function productList(body: unknown, path = ''): ApiProduct[] {
  const list = isRecord(body) && 'data' in body ? body.data : body
  if (!Array.isArray(list)) {
    console.error(`API ${path}: the answer holds no product list`, body)
    throw new ApiError(`GET ${path}: the answer holds no product list`, undefined, body)
  }
  return list as ApiProduct[]
}

function suggestionList(body: unknown, path: string): Suggestion[] {
  const list = isRecord(body) ? body.data : undefined
  if (!Array.isArray(list)) throw new ApiError(`GET ${path}: the answer holds no suggestion list`, undefined, body)
  return list.filter((item): item is Suggestion => isRecord(item) && typeof item.title === 'string' && typeof item.href === 'string' && typeof item.id === 'string')
}

/** Aborts when either does; a browser without AbortSignal.any keeps the caller's cancel. */
function either(cancel: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!cancel) return timeout
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([cancel, timeout]) : cancel
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
