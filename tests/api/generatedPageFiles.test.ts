import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Koa from 'koa'
import { afterAll, expect, test } from 'vitest'
import { clientDir, manifestPath } from '../../api/generate/generatedFiles.ts'
import type { GeneratedManifest } from '../../api/generate/generatedFiles.ts'
import { generatedPages, loadGenerated } from '../../api/middleware/generatedPages.ts'
import { fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

const content = fixtureContent()
const root = mkdtempSync(join(tmpdir(), 'generated-files-'))
const servers: Started[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  rmSync(root, { recursive: true, force: true })
})

/** A build's output with one page, /about, whose file and twins say `html`. */
function built(html: string) {
  const file = join(clientDir(root), 'about.html')
  mkdirSync(clientDir(root), { recursive: true })
  writeFileSync(file, html)
  writeFileSync(`${file}.br`, brotliCompressSync(html))
  writeFileSync(`${file}.gz`, gzipSync(html))
  const manifest: GeneratedManifest = { pages: [{ url: '/about', file: 'about.html', keys: 'page-about' }], notFound: '404.html', stylesheets: {} }
  writeFileSync(manifestPath(root), JSON.stringify(manifest))
  return file
}

async function served() {
  const app = new Koa()
  app.use(generatedPages(loadGenerated(root).pages, () => content))
  app.use((ctx) => {
    ctx.body = 'rendered now'
  })
  const server = await listen(app)
  servers.push(server)
  return server
}

test("a generated page is answered from the build's file, in the encoding the client takes, and rendered when its file is gone", async () => {
  const file = built('<p>as built</p>')
  const server = await served()
  for (const encoding of ['br', 'gzip', 'identity']) {
    const answer = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': encoding } })
    expect(await answer.text(), encoding).toBe('<p>as built</p>')
    expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding)
    expect(answer.headers.get('surrogate-key')).toBe('page-about')
  }
  // Read when asked for, not at start: a file that changed since is what is sent, and one that went
  // missing (a broken deploy) is no error page: the renderer answers.
  built('<p>built again</p>')
  expect(await (await fetch(`${server.url}/about`)).text()).toBe('<p>built again</p>')
  rmSync(file)
  const missing = await fetch(`${server.url}/about`)
  expect(missing.status).toBe(200)
  expect(await missing.text()).toBe('rendered now')
})
