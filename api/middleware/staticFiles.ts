import type { ServerResponse } from 'node:http'
import type { Middleware } from 'koa'
import mount from 'koa-mount'
import serve from 'koa-static'
import type { Content } from '../../engine/load/Content.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

/**
 * Built client assets, sent precompressed (.br/.gz twins written at build). Hashed names under
 * /assets/ never change, so they take the long `cache.assets` policy; the rest revalidates.
 */
export function clientAssets(dir: string, getContent: () => Content): Middleware {
  const files = serve(dir, {
    index: false,
    brotli: true,
    gzip: true,
    setHeaders(res: ServerResponse, path: string) {
      const hashed = /[/\\]assets[/\\]/.test(path)
      const { assets, html } = getContent().site.cache
      res.setHeader('Cache-Control', hashed ? assets : html)
    },
  })
  // Every file of the build has an extension; a page's path has none, so it skips the file lookup.
  return function clientAssets(ctx, next) {
    return FILE_NAME.test(ctx.path) ? files(ctx, next) : next()
  }
}

const FILE_NAME = /\.[^/]+$/

/**
 * Catalogue images at /images/..., cached for a day (their names are not hashed). With
 * `variants`, a photo's AVIF, WebP and fallback widths, which only the build writes to disk, are
 * made on request (development).
 */
export function catalogueImages(dir: string, options: { variants: boolean } = { variants: false }) {
  const files = serve(dir, {
    index: false,
    setHeaders(res: ServerResponse) {
      res.setHeader('Cache-Control', IMAGE_CACHE)
    },
  })
  return mount('/images', options.variants ? imageVariants(dir, files) : files)
}

const IMAGE_CACHE = 'public, max-age=86400'

/**
 * A photo's variant, made (or taken from the encoder's cache) on request; any other path goes to
 * `files`. The encoder (sharp) is imported here, on first use, so a production start never loads it.
 */
function imageVariants(dir: string, files: Middleware): Middleware {
  const encoder = import('../images/imageVariants.ts')
  return async function imageVariants(ctx, next) {
    const { renderVariant, sourceOfVariant, VARIANT_TYPES, variantCacheDir } = await encoder
    const found = ctx.method === 'GET' || ctx.method === 'HEAD' ? sourceOfVariant(dir, ctx.path.slice(1)) : undefined
    if (!found) return files(ctx, next)
    ctx.body = await renderVariant(found.source, found.width, found.format, variantCacheDir(projectRoot()))
    ctx.type = VARIANT_TYPES[found.format]
    ctx.set('Cache-Control', IMAGE_CACHE)
  }
}
