import type { IncomingHttpHeaders } from 'node:http'
import { renderPage } from 'vike/server'
import type { Content } from '../../engine/load/Content.ts'
import { buildDisclosureModel } from '../../engine/shop/DisclosureModel.ts'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'

export type Rendered = { status: number; headers: [string, string][]; body: string; error?: unknown }

let renders = 0

/** How many pages this process has rendered: tests show that generated URLs cost none. */
export const renderCount = () => renders

/**
 * One page through Vike, the same way at build (the generator) and on request (the server). The
 * content goes into the page context, so page data hooks read the catalogue in-process.
 */
export async function renderUrl(content: Content, url: string, headers: IncomingHttpHeaders = {}, { sectionGallery = false } = {}): Promise<Rendered | undefined> {
  renders++
  const layout = buildLayoutModel(content.site, content.categories, content.retailers)
  const disclosure = buildDisclosureModel(content.site, content.retailers)
  const pageContext = await renderPage({ urlOriginal: url, headersOriginal: headers, content, layout, disclosure, sectionGallery })
  const { httpResponse } = pageContext
  if (!httpResponse) return undefined
  return { status: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body, error: pageContext.errorWhileRendering }
}
