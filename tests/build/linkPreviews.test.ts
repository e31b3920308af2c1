import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { createLogger } from '../../api/process/logger.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import { metaContent } from '../support/htmlHead.ts'
import { builtSitemapPages } from '../support/sitemap.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

// Social networks and chat apps draw no SVG: a shared link to any page previews with a PNG or
// JPEG the build wrote, of exactly the size the page states.

const dir = clientDir(projectRoot())
const content = siteContent()
const origin = content.site.url
const pages = builtSitemapPages()

test.each(pages)('$path previews with a raster image of the stated size, in the build', async ({ html }) => {
  const url = metaContent(html, 'og:image') ?? ''
  expect(url).toMatch(/\.(png|jpg)$/)
  const file = join(dir, url.slice(origin.length))
  const { width, height, format } = await sharp(file).metadata()
  expect(format).toMatch(/^(png|jpeg)$/)
  expect(width).toBe(Number(metaContent(html, 'og:image:width')))
  expect(height).toBe(Number(metaContent(html, 'og:image:height')))
})

let development: Started
beforeAll(async () => {
  development = await listen(createApp({ contentDir: resolveContentDir(), getContent: () => content, logger: createLogger('silent') }))
})
afterAll(() => development.close())

test('without a build, an SVG illustration\'s preview is drawn on request as a PNG', async () => {
  const svg = content.site.seo.image.src
  expect(svg).toMatch(/\.svg$/)
  const response = await fetch(development.url + svg.replace(/\.svg$/, '-1200w.png'))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect(format).toBe('png')
  expect(width).toBe(1200)
  expect((await fetch(development.url + svg.replace(/\.svg$/, '-800w.png'))).status).toBe(404)
})
