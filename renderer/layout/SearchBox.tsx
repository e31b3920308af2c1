import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import { loadSuggestionProducts } from '../../engine/client/loadSuggestionProducts.ts'
import { suggestProducts } from '../../engine/shop/suggestions.ts'
import { usePageContext } from '../PageContextProvider.tsx'

/**
 * Search with live suggestions. Submitting goes to /search?query=...; blank text does nothing
 * (SPEC section 5). Choosing a suggestion or submitting clears the box and closes the menu.
 */
export function SearchBox({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('')
  const [products, setProducts] = useState<ApiProduct[]>([])
  const listId = useId()
  const { layout } = usePageContext()
  const slugs = layout.categories.map((category) => category.slug).join(',')
  useEffect(() => {
    let live = true
    void loadSuggestionProducts(slugs.split(',')).then((list) => live && setProducts(list))
    return () => {
      live = false
    }
  }, [slugs])
  const suggestions = suggestProducts(products, text)
  const finish = () => {
    setText('')
    onDone()
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    finish()
    void navigate(`/search?query=${encodeURIComponent(query)}`)
  }
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="query"
        placeholder="Search products..."
        aria-label="Search products"
        autoComplete="off"
        aria-controls={listId}
        aria-expanded={suggestions.length > 0}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setText('')}
      />
      <button type="submit" aria-label="Search">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {suggestions.length > 0 && (
        <ul id={listId} className="search-box__suggestions" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <a href={suggestion.href} onClick={finish}>
                {suggestion.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
