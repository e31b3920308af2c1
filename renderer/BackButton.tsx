import type { PageContext } from 'vike/types'
import { usePageContext } from './PageContextProvider.tsx'
import './BackButton.css'

/**
 * "Back to products" on review pages (SPEC section 2): one step back in history. A page opened
 * directly (a new tab, a search result, a shared link) has nothing of ours to go back to, so it
 * goes to the category page instead, by a full load so the server's category redirects apply.
 */
export function BackButton({ fallbackHref }: { fallbackHref: string }) {
  const pageContext = usePageContext()
  const onClick = () => {
    if (canGoBack(pageContext)) window.history.back()
    else window.location.assign(fallbackHref)
  }
  return (
    <button type="button" className="button button--ghost back-button" onClick={onClick}>
      <span aria-hidden="true">←</span> Back to products
    </button>
  )
}

/** True when the previous history entry is a page of this site. */
function canGoBack(pageContext: PageContext): boolean {
  // Reached by client-side navigation: the previous entry is the page we came from.
  if (pageContext.previousPageContext) return true
  if (window.history.length <= 1 || !document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}
