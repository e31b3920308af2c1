import { useEffect } from 'react'
import type { RefObject } from 'react'

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * WCAG 2.4.11 (focus not obscured): a floating panel that sits over the page closes when focus
 * moves to something of the page beneath it, so a keyboard user always sees where they are.
 */
export function useCloseWhenCoveringFocus(panel: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onFocus = (event: FocusEvent) => {
      const element = panel.current
      const target = event.target
      if (!element || !(target instanceof Element) || element.contains(target)) return
      if (overlaps(element.getBoundingClientRect(), target.getBoundingClientRect())) close()
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [panel, open, close])
}
