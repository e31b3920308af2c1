/** Hostile HTTP requests, generated from a seed so every run (and every failure) can be replayed. */

export type HostileRequest = { method: string; target: string; headers: [string, string][]; body: string }

/** mulberry32: a small deterministic PRNG; the same seed gives the same requests. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const BASES = ['/', '/category/treadmills', '/category/elliptical', '/product/aerorow-pro-air', '/compare', '/search', '/about', '/api/products', '/api/products/category/treadmills', '/api/search/suggestions', '/api/health', '/images/treadmills/stridewell-t600-1.svg', '/assets/entries/', '/robots.txt', '/sitemap.xml', '/treadmills', '/category/index.pageContext.json']
const SECRETS = ['package.json', '.env', 'api/server/server.ts', 'pages-config/site.yaml', 'dist/server/entry.mjs', 'node_modules/koa/package.json', 'etc/passwd', 'proc/self/environ', 'tsconfig.json']
const DOTS = ['..', '%2e%2e', '%252e%252e', '.%2e', '%2e.', '..%00', '%c0%ae%c0%ae', '..\\', '....', '.%252e', '%uff0e%uff0e']
const SLASHES = ['/', '%2f', '%252f', '\\', '%5c', '//', '/./']
const PAYLOADS = ['<script>alert(1)</script>', '"><svg onload=alert(1)>', "' OR 1=1 --", '${7*7}', '{{7*7}}', '%00', '%0d%0aSet-Cookie:%20x=1', 'javascript:alert(1)', '../'.repeat(20), '%E0%A4%A', '%', '%%', '\u202e', '😀'.repeat(50), 'a'.repeat(5000), '1e309', '-1', 'NaN', '[]', '__proto__', 'constructor']
const PARAMS = ['query', 'sort', 'page', 'brand', 'min', 'max', 'rating', 'compare', 'price', '__proto__', 'q']
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO']
const ENCODINGS = ['identity;q=0', '*;q=0', 'br;q=-1', 'gzip, deflate, br, zstd', 'gzip;q=abc', ',,,', 'x'.repeat(2000), '*', 'identity', 'br;q=1, gzip;q=0.5, *;q=0']

type Rng = () => number
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

function traversal(rng: Rng): string {
  const depth = 1 + Math.floor(rng() * 6)
  const prefix = pick(rng, ['', '/images', '/assets', '/api', '/category', '/product', '/images/treadmills'])
  const steps = Array.from({ length: depth }, () => pick(rng, DOTS) + pick(rng, SLASHES)).join('')
  return `${prefix}/${steps}${pick(rng, SECRETS)}`
}

function path(rng: Rng): string {
  const kind = rng()
  if (kind < 0.35) return traversal(rng)
  const base = pick(rng, BASES)
  if (kind < 0.55) return base + encodeURI(pick(rng, PAYLOADS)).slice(0, 3000)
  if (kind < 0.65) return base + pick(rng, PAYLOADS).replace(/[\s\u0000-\u001f\u007f-\uffff]/g, 'x').slice(0, 3000)
  if (kind < 0.75) return base + pick(rng, ['/index.pageContext.json', '.pageContext.json', '/', '//', '/..', '/%2e', ';jsessionid=1', '%00.json'])
  return base
}

function query(rng: Rng): string {
  if (rng() < 0.4) return ''
  const count = 1 + Math.floor(rng() * 4)
  const pairs = Array.from({ length: count }, () => `${pick(rng, PARAMS)}${rng() < 0.2 ? '[]' : ''}=${encodeURIComponent(pick(rng, PAYLOADS)).slice(0, 4000)}`)
  if (rng() < 0.05) pairs.push('query=' + 'word+'.repeat(1400))
  return '?' + pairs.join('&')
}

function headers(rng: Rng): [string, string][] {
  const list: [string, string][] = [['Host', pick(rng, ['localhost', 'evil.example', 'localhost:99999', 'a'.repeat(300), '[::1]', ''])]]
  if (rng() < 0.6) list.push(['Accept-Encoding', pick(rng, ENCODINGS)])
  if (rng() < 0.2) list.push(['Range', pick(rng, ['bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=0-1,2-3,4-5', 'bytes=abc'])])
  if (rng() < 0.2) list.push(['If-None-Match', pick(rng, ['*', '"x"', 'W/"', '"' + 'a'.repeat(500)])])
  if (rng() < 0.2) list.push(['X-Forwarded-For', pick(rng, ['1.2.3.4', '127.0.0.1, 10.0.0.1', 'not-an-ip', '::1'.repeat(50)])])
  if (rng() < 0.2) list.push(['X-Forwarded-Proto', pick(rng, ['https', 'gopher', 'https, http', ''])])
  if (rng() < 0.15) list.push(['X-Forwarded-Host', pick(rng, ['evil.example', 'localhost\\@evil', '..'])])
  if (rng() < 0.1) list.push(['Cookie', 'a=' + 'x'.repeat(Math.floor(rng() * 8000))])
  if (rng() < 0.1) list.push(['Accept', pick(rng, ['application/json', '*/*;q=0', 'text/html;q=-1', ''])])
  if (rng() < 0.05) list.push(['Expect', '100-continue'])
  return list
}

function body(rng: Rng, method: string): { body: string; headers: [string, string][] } {
  if (method === 'GET' || method === 'HEAD' || rng() < 0.3) return { body: '', headers: [] }
  const text = pick(rng, ['{"a":1}', '{"__proto__":{"admin":true}}', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY y SYSTEM "file:///etc/passwd">]><x>&y;</x>', 'x'.repeat(100_000), '{'.repeat(5000), ''])
  const type = pick(rng, ['application/json', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])
  if (rng() < 0.1) return { body: `${text.length.toString(16)}\r\n${text}\r\nzz\r\n`, headers: [['Content-Type', type], ['Transfer-Encoding', 'chunked']] }
  return { body: text, headers: [['Content-Type', type], ['Content-Length', String(Buffer.byteLength(text))]] }
}

/** The `index`th request of the run seeded with `seed`. */
export function hostileRequests(seed: number, count: number): HostileRequest[] {
  const rng = random(seed)
  return Array.from({ length: count }, () => {
    const method = pick(rng, METHODS)
    const payload = body(rng, method)
    return { method, target: path(rng) + query(rng), headers: [...headers(rng), ...payload.headers], body: payload.body }
  })
}
