import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import { loadSuggestionProducts } from '../../engine/client/loadSuggestionProducts.ts'
import { suggestProducts } from '../../engine/shop/suggestions.ts'
import type { Suggestion } from '../../engine/shop/suggestions.ts'

/**
 * The header search as an ARIA combobox: typing lists matching products, the
 * arrow keys move through them (aria-activedescendant), Enter opens the chosen one, Escape clears.
 * Submitting goes to /search?query=...; blank text does nothing. Products load on first use.
 */
export function enhanceSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]')
  if (!input || !list) return
  let products: readonly ApiProduct[] = []
  let shown: Suggestion[] = []
  let active = -1

  const render = () => {
    shown = suggestProducts(products, input.value)
    active = -1
    list.replaceChildren(...shown.map((suggestion, i) => option(list.id, suggestion, i)))
    list.hidden = shown.length === 0
    input.setAttribute('aria-expanded', String(shown.length > 0))
    input.removeAttribute('aria-activedescendant')
  }
  const close = () => {
    shown = []
    render()
  }
  const move = (step: number) => {
    if (shown.length === 0) return
    // From no active option, ArrowUp goes to the last one (not the one before it).
    active = active === -1 && step < 0 ? shown.length - 1 : (active + step + shown.length) % shown.length
    list.querySelectorAll('[role="option"]').forEach((item, i) => item.setAttribute('aria-selected', String(i === active)))
    input.setAttribute('aria-activedescendant', `${list.id}-${active}`)
  }
  const open = (suggestion: Suggestion | undefined) => {
    if (!suggestion) return
    input.value = ''
    close()
    window.location.assign(suggestion.href)
  }

  input.addEventListener('input', () => {
    render()
    void loadSuggestionProducts((form.dataset.categories ?? '').split(',').filter(Boolean)).then((loaded) => {
      products = loaded
      if (document.activeElement === input) render()
    })
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      open(shown[active])
    } else if (event.key === 'Escape') {
      // Only an empty box lets Escape through, to close the phone menu around it.
      if (input.value !== '' || shown.length > 0) event.preventDefault()
      input.value = ''
      close()
    }
  })
  // mousedown, not click: choosing must happen before the input's blur closes the list.
  list.addEventListener('mousedown', (event) => {
    const item = (event.target as Element).closest('[role="option"]')
    if (!item) return
    event.preventDefault()
    open(shown[Number(item.getAttribute('data-index'))])
  })
  input.addEventListener('blur', close)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const query = input.value.trim()
    if (!query) return
    input.value = ''
    close()
    window.location.assign(`/search?query=${encodeURIComponent(query)}`)
  })
  // A page restored from the back/forward cache shows a fresh box.
  window.addEventListener('pageshow', () => {
    input.value = ''
    close()
  })
}

function option(listId: string, suggestion: Suggestion, index: number): HTMLLIElement {
  const item = document.createElement('li')
  item.id = `${listId}-${index}`
  item.setAttribute('role', 'option')
  item.setAttribute('aria-selected', 'false')
  item.dataset.index = String(index)
  item.dataset.href = suggestion.href
  item.textContent = suggestion.title
  return item
}
