import type { ComponentType } from 'react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { PageBody } from './PageBody.tsx'

/**
 * React hydrates #page only, the header and footer staying plain HTML. Inside a transition React
 * hydrates in slices and yields to the browser between them, so a long list never blocks a tap.
 */
export function hydrateBody(pageContext: PageContextClient, Body: ComponentType): void {
  const container = document.getElementById('page')
  if (!container) throw new Error('the server HTML has no #page element')
  startTransition(() => {
    hydrateRoot(container, <PageBody pageContext={pageContext} Body={Body} />)
  })
}
