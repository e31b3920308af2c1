import { useEffect, useRef } from 'react'

/** Changes closer together than this make one history entry, so dragging a slider is one Back step. */
const GROUP_MS = 300

/**
 * Writes a page's in-page state (filters, sort, page, compare picks) into the address bar with
 * the History API, at once and without loading anything: a link followed right after a change
 * is never overtaken by a late URL update. Each change is one history entry, except that a
 * `continuous` change (a slider being dragged) replaces the entry of the one just before it.
 * Back and Forward hand the URL's query to `onUrl`.
 */
export function useUrlState(onUrl: (search: URLSearchParams) => void): (href: string, continuous?: boolean) => void {
  const grouping = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(onUrl)
  latest.current = onUrl
  useEffect(() => {
    const popped = () => latest.current(new URLSearchParams(window.location.search))
    window.addEventListener('popstate', popped)
    return () => window.removeEventListener('popstate', popped)
  }, [])
  return (href: string, continuous = false) => {
    if (href === window.location.pathname + window.location.search) return
    if (continuous && grouping.current !== undefined) window.history.replaceState(null, '', href)
    else window.history.pushState(null, '', href)
    clearTimeout(grouping.current)
    grouping.current = continuous ? setTimeout(() => (grouping.current = undefined), GROUP_MS) : undefined
  }
}
