import type { Config } from 'vike/types'

/**
 * Server routing: every page is a full HTML document (cacheable, back/forward cache, no
 * pageContext.json requests). Pages without an onRenderClient hook are HTML-only and load just
 * `+client.ts`; application pages (category, compare, guide) add one that hydrates their body.
 */
export default {
  clientRouting: false,
  // Hydrated bodies render the affiliate disclosure beside their buy controls, as the server did.
  passToClient: ['disclosure'],
} satisfies Config
