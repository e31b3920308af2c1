import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { headOf } from './head.ts'
import { PageShell } from './PageShell.tsx'

export function onRenderHtml(pageContext: PageContextServer) {
  const html = renderToString(<PageShell pageContext={pageContext} />)
  const head = headOf(pageContext)
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <meta name="keywords" content="${head.keywords}" />
    ${canonical(pageContext)}
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
}

/** Filtered, sorted and paged views of a page are one page to a search engine: its path without the query. */
function canonical(pageContext: PageContextServer) {
  if (pageContext.is404 || pageContext.errorWhileRendering) return ''
  return escapeInject`<link rel="canonical" href="${pageContext.urlPathname}" />`
}
