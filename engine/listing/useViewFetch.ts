import { useRef, useState } from 'react'
import type { CategoryView } from '../pages/category/CategoryPageModel.ts'

/** Where the list's view stands: shown as asked, being fetched, or not fetched (the list shows the last view). */
export type ViewState = 'ready' | 'loading' | 'failed'

/** A fetched view is taken only from a well-formed answer; anything else counts as failed. */
function isView(value: unknown): value is CategoryView {
  const view = value as Partial<CategoryView> | null
  return typeof view === 'object' && view !== null && Array.isArray(view.cards) && Array.isArray(view.comparedCards) && typeof view.total === 'number'
}

/**
 * The list's view from the server, fetched again on each change: the page's data holds only the
 * cards of its own URL's view, so another view (filters, sort, page) comes from the category's
 * view API. A newer change cancels the fetch of an older one, so a late answer never replaces a
 * newer view.
 */
export function useViewFetch(initial: CategoryView) {
  const [view, setView] = useState(initial)
  const [state, setState] = useState<ViewState>('ready')
  const pending = useRef<AbortController>(undefined)
  async function load(url: string): Promise<CategoryView | undefined> {
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setState('loading')
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      const body: unknown = response.ok ? await response.json() : undefined
      if (controller.signal.aborted) return undefined
      if (!isView(body)) throw new Error(`the list's view answered ${response.status}`)
      setView(body)
      setState('ready')
      return body
    } catch {
      if (!controller.signal.aborted) setState('failed')
      return undefined
    }
  }
  return { view, state, load }
}
