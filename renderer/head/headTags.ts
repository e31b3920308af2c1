import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { serializeJsonLd } from '../../engine/seo/jsonLd.ts'
import { pageMeta } from '../../engine/seo/pageMeta.ts'
import { canonicalPath, pageIdentity } from '../../engine/pages/pageIdentity.ts'
import type { SeoContext } from '../../engine/seo/SeoContext.ts'
import { structuredData } from '../../engine/seo/structuredData.ts'
import { headOf } from './head.ts'

/**
 * Everything a search engine or a link preview reads in the head: canonical or
 * noindex, Open Graph, Twitter card and the JSON-LD blocks, all on site.yaml's origin (or
 * SITE_ORIGIN), never on the request's Host header.
 */
export function headTags(pageContext: PageContextServer) {
  const head = headOf(pageContext)
  const model = pageContext.data
  const product = model?.kind === 'sections' ? model.product : undefined
  // Error pages and pages kept out of search (the section gallery) get noindex, no canonical, no JSON-LD.
  const isError = Boolean(pageContext.is404 || pageContext.errorWhileRendering || head.noindex)
  // The canonical link names the path and only the declared parameters that make another page.
  const identity = isError ? undefined : pageIdentity(pageContext.urlPathname, pageContext.urlParsed.searchOriginal ?? '', pageContext.content)
  const context: SeoContext = { layout: pageContext.layout, pathname: identity ? canonicalPath(identity) : pageContext.urlPathname }
  const meta = pageMeta(product, { ...context, isError })
  const jsonLd = isError ? [] : structuredData(model, context)
  return escapeInject`${meta.canonical ? escapeInject`<link rel="canonical" href="${meta.canonical}" />` : ''}${meta.noindex ? escapeInject`<meta name="robots" content="noindex" />` : ''}
    <meta property="og:site_name" content="${pageContext.layout.siteName}" />
    <meta property="og:type" content="${meta.ogType}" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    ${meta.canonical ? escapeInject`<meta property="og:url" content="${meta.canonical}" />` : ''}
    <meta property="og:image" content="${meta.image.url}" />
    <meta property="og:image:width" content="${String(meta.image.width)}" />
    <meta property="og:image:height" content="${String(meta.image.height)}" />
    <meta property="og:image:alt" content="${meta.image.alt}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${head.title}" />
    <meta name="twitter:description" content="${head.description}" />
    <meta name="twitter:image" content="${meta.image.url}" />
    <meta name="twitter:image:alt" content="${meta.image.alt}" />
    ${dangerouslySkipEscape(jsonLd.map((node) => `<script type="application/ld+json">${serializeJsonLd(node)}</script>`).join('\n    '))}`
}
