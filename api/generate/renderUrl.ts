import type { IncomingHttpHeaders } from 'node:http'
import { renderPage } from 'vike/server'
import type { Content } from '../../engine/load/Content.ts'
import { buildDisclosureModel } from '../../engine/shop/disclosure.ts'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'
import { productsShown } from '../../engine/pages/PageModel.ts'

/** A rendered page, and the products its model names: those whose prices it shows (its cache keys and price lifetime). */
type Rendered = { status: number; headers: [string, string][]; body: string; shows: ReadonlySet<string>; error?: unknown }

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
  const model = (pageContext as { data?: { kind?: string; category?: string } }).data
  // Only a page answered 200 is kept, and only its products are its keys.
  const shows = httpResponse.statusCode === 200 ? productsShown(model, content.catalogue, model?.kind === 'category' ? model.category : undefined) : new Set<string>()
  return { status: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body, shows, error: pageContext.errorWhileRendering }
}
