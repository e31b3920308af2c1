import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * For a panel that opens without taking focus: remembers where focus was outside it, and
 * `returnFocus()` (called just before the panel goes) puts focus back there when it is inside
 * the panel, so focus never falls to <body>. With nowhere to go back to, it goes to the element
 * `fallbackId`, without scrolling.
 */
export function useFocusReturn(panel: RefObject<HTMLElement | null>, open: boolean, fallbackId: string): () => void {
  const outside = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!open) return
    const active = document.activeElement
    outside.current = active instanceof HTMLElement && active !== document.body ? active : null
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof HTMLElement && !panel.current?.contains(target)) outside.current = target
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [panel, open])
  return () => {
    if (!panel.current?.contains(document.activeElement)) return
    const back = outside.current?.isConnected ? outside.current : document.getElementById(fallbackId)
    back?.focus({ preventScroll: true })
  }
}
