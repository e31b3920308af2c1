import type { ServerResponse } from 'node:http'
import mount from 'koa-mount'
import serve from 'koa-static'

const YEAR = 365 * 24 * 60 * 60

/** Built client assets: hashed names under /assets/ never change, so they are cached for a year. */
export function clientAssets(dir: string) {
  return serve(dir, {
    index: false,
    setHeaders(res: ServerResponse, path: string) {
      const hashed = /[/\\]assets[/\\]/.test(path)
      res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600')
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
