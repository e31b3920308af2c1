import './BackButton.css'

/**
 * "Back to products" on review pages: one step back in history, or, on a page
 * opened directly, the category page by a full load so the server's category redirects apply.
 * The page's small script gives it that behaviour (renderer/client/pageBehaviours.ts).
 */
export function BackButton({ fallbackHref }: { fallbackHref: string }) {
  return (
    <button type="button" className="button button--ghost back-button" data-fallback-href={fallbackHref}>
      <span aria-hidden="true">←</span> Back to products
    </button>
  )
}
