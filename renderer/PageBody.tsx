import { StrictMode, useEffect } from 'react'
import type { ComponentType } from 'react'
import type { PageContext } from 'vike/types'
import { DisclosureProvider } from '../engine/ui/AffiliateDisclosure.tsx'
import { PageContextProvider } from './layout/PageContextProvider.tsx'

/**
 * The page's own content, without header and footer: rendered alone on the server and hydrated
 * alone in the browser, so React's ids match and the layout stays plain HTML. Body is the page's
 * component: pageContext.Page on the server, imported by the page's client hook in the browser.
 */
export function PageBody({ pageContext, Body }: { pageContext: PageContext; Body: ComponentType }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <DisclosureProvider value={pageContext.disclosure}>
          <Body />
          <HydratedMark />
        </DisclosureProvider>
      </PageContextProvider>
    </StrictMode>
  )
}

/** Marks the document once React has hydrated the body: browser tests wait for it. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
