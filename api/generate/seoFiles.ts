import type { Content } from '../../engine/load/Content.ts'
import { listedPages } from '../../engine/pages/listedPages.ts'
import { lastModified } from '../../engine/seo/lastModified.ts'

/** Every page a search engine should index, from the content: each page kind's listed pages at their canonical URLs. */
export function sitemapPaths(content: Content): string[] {
  return listedPages(content)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * On the site's public origin (site.yaml `url`), so the build writes the very same files the
 * server answers: a static copy on a CDN and every server instance agree. Never the request's
 * Host header: a forged one would otherwise be cached and served to everyone.
 */
export function sitemapXml(content: Content): string {
  const dates = lastModified(content)
  const urls = sitemapPaths(content).map((path) => {
    const date = dates.get(path)
    return `  <url><loc>${escapeXml(content.site.url + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(content: Content): string {
  return `User-agent: *\nDisallow: /api/\nDisallow: /search\nSitemap: ${content.site.url}/sitemap.xml\n`
}
