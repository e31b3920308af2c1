import type { Config } from 'vike/types'

/**
 * Server routing: every page is a full HTML document (cacheable, back/forward cache, no
 * pageContext.json requests). Pages without an onRenderClient hook are HTML-only and load just
 * `+client.ts`; application pages (category, compare, guide) add one that hydrates their body.
 * Page stays on the server: that hook imports its body itself, after the first paint.
 */
export default {
  clientRouting: false,
  // Hydrated bodies render the affiliate disclosure beside their buy controls, as the server did.
  passToClient: ['disclosure'],
  meta: {
    Page: { env: { server: true, client: false } },
    // Each page kind's layout: `site` here for all, `bare` in a kind's own +pageLayout.ts.
    pageLayout: { env: { server: true, client: false } },
  },
  pageLayout: 'site',
} satisfies Config
