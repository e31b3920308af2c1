import type { Suggestion } from '../../engine/catalogue/searchProducts.ts'
import { suggestionRequests } from './suggestionRequests.ts'
import type { SuggestionState } from './suggestionRequests.ts'

/**
 * The header search as an ARIA combobox: typing asks the server for suggestions (after a pause),
 * the arrow keys move through them (aria-activedescendant), Enter opens the chosen one. Escape
 * closes the list, and a second Escape clears the text, as native search inputs do; Tab and a
 * click outside close the list too, and focus stays where the shopper put it. Submitting goes to
 * /search?query=...; blank text does nothing.
 */
export function enhanceSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]')
  const status = form.querySelector<HTMLElement>('[role="status"]')
  if (!input || !list) return
  let shown: Suggestion[] = []
  let active = -1

  const say = (text: string) => {
    if (!status) return
    status.textContent = text
    status.hidden = text === ''
  }
  const close = () => {
    active = -1
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
  }
  const show = (suggestions: Suggestion[]) => {
    shown = suggestions
    list.replaceChildren(...shown.map((suggestion, i) => option(list.id, suggestion, i)))
    close()
    list.hidden = shown.length === 0
    input.setAttribute('aria-expanded', String(shown.length > 0))
  }
  const isOpen = () => !list.hidden
  const requests = suggestionRequests((state: SuggestionState) => {
    if (state.kind === 'loading') {
      list.setAttribute('aria-busy', 'true')
      if (!isOpen()) say('Searching…')
      return
    }
    list.removeAttribute('aria-busy')
    if (state.kind === 'error') {
      show([])
      say('Suggestions are unavailable right now; press Enter to search.')
    } else {
      say('')
      if (state.query === input.value.trim() && document.activeElement === input) show(state.suggestions)
    }
  })
  /** Closes the list and drops any answer still coming, which would open it again. */
  const dismiss = () => {
    requests.cancel()
    list.removeAttribute('aria-busy')
    say('')
    close()
  }
  const reset = () => {
    dismiss()
    show([])
  }
  const move = (step: number) => {
    if (!isOpen()) show(shown)
    if (shown.length === 0) return
    // From no active option, ArrowUp goes to the last one (not the one before it).
    active = active === -1 && step < 0 ? shown.length - 1 : (active + step + shown.length) % shown.length
    list.querySelectorAll('[role="option"]').forEach((item, i) => item.setAttribute('aria-selected', String(i === active)))
    input.setAttribute('aria-activedescendant', `${list.id}-${active}`)
  }
  const open = (suggestion: Suggestion | undefined) => {
    if (!suggestion) return
    input.value = ''
    reset()
    window.location.assign(suggestion.href)
  }

  input.addEventListener('input', () => {
    const query = input.value.trim()
    if (query) requests.request(query)
    else reset()
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      open(shown[active])
    } else if (event.key === 'Escape') {
      escape(event)
    } else if (event.key === 'Tab') {
      dismiss()
    }
  })
  // An open list closes first; then the text is cleared. Only an empty, closed box lets Escape
  // through, to close the phone menu around it.
  const escape = (event: KeyboardEvent) => {
    if (isOpen()) dismiss()
    else if (input.value !== '') {
      input.value = ''
      reset()
    } else return
    event.preventDefault()
  }
  // mousedown, not click, and never the default: choosing keeps focus in the box, and a press on
  // the list's padding does not drop focus to the page.
  list.addEventListener('mousedown', (event) => {
    event.preventDefault()
    const item = (event.target as Element).closest('[role="option"]')
    if (item) open(shown[Number(item.getAttribute('data-index'))])
  })
  document.addEventListener('pointerdown', (event) => {
    if (!form.contains(event.target as Node | null)) dismiss()
  })
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) dismiss()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const query = input.value.trim()
    if (!query) return
    input.value = ''
    reset()
    window.location.assign(`/search?query=${encodeURIComponent(query)}`)
  })
  // A page restored from the back/forward cache shows a fresh box.
  window.addEventListener('pageshow', () => {
    input.value = ''
    reset()
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
