import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { headOf } from './head/head.ts'
import { headTags } from './head/headTags.ts'
import { BareLayout } from './layout/BareLayout.tsx'
import { Layout } from './layout/Layout.tsx'
import { PageBody } from './PageBody.tsx'
import { PageContextProvider } from './layout/PageContextProvider.tsx'
import { SPECULATION_RULES } from '../engine/seo/speculationRules.ts'
import { WITHOUT_SCRIPT_STYLE } from '../engine/seo/withoutScriptStyle.ts'
import { pageLayoutOf } from './pageLayout.ts'
import './styles/base.css'

/**
 * Vike injects its stylesheet links at the opening of <head> unless the document marks another
 * place with this placeholder. Without it twenty links pushed <meta charset> past the first
 * 1024 bytes, where browsers and the HTML checker no longer look for it.
 */
const ASSETS_HERE = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'

export function onRenderHtml(pageContext: PageContextServer) {
  // The body alone first: application pages hydrate exactly this tree, so its ids must match.
  const body = renderToString(<PageBody pageContext={pageContext} Body={pageContext.Page} />)
  const Frame = pageLayoutOf(pageContext) === 'bare' ? BareLayout : Layout
  const html = renderToString(
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Frame bodyHtml={body} />
      </PageContextProvider>
    </StrictMode>,
  )
  const head = headOf(pageContext)
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${dangerouslySkipEscape(ASSETS_HERE)}
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <meta name="keywords" content="${head.keywords}" />
    ${headTags(pageContext)}
    <link rel="icon" href="data:," />
    <script type="speculationrules">${dangerouslySkipEscape(SPECULATION_RULES)}</script>
    <noscript><style>${dangerouslySkipEscape(WITHOUT_SCRIPT_STYLE)}</style></noscript>
  </head>
  <body>
    ${dangerouslySkipEscape(html)}
  </body>
</html>`
}

