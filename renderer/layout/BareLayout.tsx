import './Layout.css'

/**
 * Only the page, in a main area with side margins: no header, no footer. For views that stand
 * alone or are printed (the section gallery, a comparison's print view).
 */
export function BareLayout({ bodyHtml }: { bodyHtml: string }) {
  return (
    <div className="layout layout--bare">
      <main id="main" className="layout__main">
        <div id="page" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </main>
    </div>
  )
}
