import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

/** The URLs a sitemap.xml lists, as written. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
}

/** The paths of the URLs the site at `baseUrl` lists in the sitemap.xml it serves. */
export async function servedSitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  return sitemapLocs(xml).map((loc) => new URL(loc).pathname)
}

export type BuiltPage = { url: string; path: string; html: string }

/** Every page of the built sitemap as the build wrote it in dist/client: what search engines and CDNs are given. */
export function builtSitemapPages(): BuiltPage[] {
  const dir = clientDir(projectRoot())
  return sitemapLocs(readFileSync(join(dir, 'sitemap.xml'), 'utf8')).map((url) => {
    const path = new URL(url).pathname
    return { url, path, html: readFileSync(join(dir, path === '/' ? 'index.html' : `${path}.html`), 'utf8') }
  })
}
