import { hydrateRoot, createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import type { LayoutModel } from '../engine/pages/LayoutModel.ts'
import { headOf } from './head.ts'
import { PageShell } from './PageShell.tsx'

let root: Root | undefined
let lastLayout: LayoutModel | undefined

export function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!container) throw new Error('the server HTML has no #root element')
  // The error page drawn after a failed client-side data request gets nothing from the server,
  // the layout included: keep the header and footer the shopper already has.
  if ((pageContext.layout as LayoutModel | undefined) === undefined && lastLayout) Object.assign(pageContext, { layout: lastLayout })
  lastLayout = pageContext.layout
  const page = <PageShell pageContext={pageContext} />
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page)
    return
  }
  root ??= createRoot(container)
  root.render(page)
  // Client-side navigation: the server did not write this page's head, so update it here.
  const head = headOf(pageContext)
  document.title = head.title
  setMeta('description', head.description)
  setMeta('keywords', head.keywords)
}

function setMeta(name: string, content: string) {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = name
    document.head.appendChild(meta)
  }
  meta.content = content
}
