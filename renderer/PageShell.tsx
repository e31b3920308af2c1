import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from './layout/Layout.tsx'
import { PageContextProvider } from './PageContextProvider.tsx'
import './styles/base.css'

/** The same tree on the server and in the browser, so hydration matches. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout>
          <Page />
        </Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
