import type { ServerResponse } from 'node:http'
import mount from 'koa-mount'
import serve from 'koa-static'
import type { Content } from '../../engine/load/Content.ts'

/**
 * Built client assets, sent precompressed (.br/.gz twins written at build). Hashed names under
 * /assets/ never change, so they take the long `cache.assets` policy; the rest revalidates.
 */
export function clientAssets(dir: string, getContent: () => Content) {
  return serve(dir, {
    index: false,
    brotli: true,
    gzip: true,
    setHeaders(res: ServerResponse, path: string) {
      const hashed = /[/\\]assets[/\\]/.test(path)
      const { assets, html } = getContent().site.cache
      res.setHeader('Cache-Control', hashed ? assets : html)
    },
  })
}

/** Catalogue images at /images/..., cached for a day (their names are not hashed). */
export function catalogueImages(dir: string) {
  return mount(
    '/images',
    serve(dir, {
      index: false,
      setHeaders(res: ServerResponse) {
        res.setHeader('Cache-Control', 'public, max-age=86400')
      },
    }),
  )
}
