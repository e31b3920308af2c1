import { useEffect, useRef } from 'react'

/**
 * Drives a native <dialog> as a modal from React state: showModal() traps focus, Escape closes
 * it, and the browser returns focus to the control that opened it.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return dialog
}
