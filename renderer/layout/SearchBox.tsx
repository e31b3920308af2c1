import { MAX_QUERY_LENGTH } from '../../engine/shop/searchQuery.ts'

/**
 * The header search as plain HTML: a GET form to /search that works before and without script,
 * and an ARIA combobox whose suggestion list the client script fills (renderer/client/searchBox.ts).
 * `name` keeps the ids of the desktop and mobile boxes apart. The script asks the server for the
 * suggestions (GET /api/search/suggestions) and says in the status line when they are on their
 * way or cannot be had.
 */
export function SearchBox({ name }: { name: string }) {
  const listId = `${name}-suggestions`
  return (
    <form className="search-box" role="search" action="/search" method="get" data-search-box>
      <input
        type="text"
        name="query"
        role="combobox"
        placeholder="Search products..."
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={listId}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
      />
      <button type="submit" aria-label="Search">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <ul id={listId} className="search-box__suggestions" role="listbox" aria-label="Suggestions" hidden />
      <p className="search-box__status" role="status" hidden />
    </form>
  )
}
