import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { enhancePage } from './client/enhancePage.ts'
import { PageBody } from './PageBody.tsx'

/**
 * The onRenderClient hook of application pages: the header, footer and small behaviours as on
 * every page, then React hydrates #page only (server routing: never called again for the page).
 */
export function hydrateBody(pageContext: PageContextClient) {
  enhancePage()
  const container = document.getElementById('page')
  if (!container) throw new Error('the server HTML has no #page element')
  hydrateRoot(container, <PageBody pageContext={pageContext} />)
}
