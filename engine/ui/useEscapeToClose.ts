import { useEffect, useRef } from 'react'

/**
 * Escape in a text field belongs to the field (a search box clears itself with it), and Escape
 * in a modal dialog closes that dialog.
 */
const escapeBelongsElsewhere = (target: EventTarget | null) =>
  target instanceof Element && (target.matches('input, textarea, select, [contenteditable]') || target.closest('dialog') !== null)

/** While `open`, Escape anywhere on the page that nothing else claims calls `close`. */
export function useEscapeToClose(open: boolean, close: () => void): void {
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeBelongsElsewhere(event.target)) return
      latest.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
}
