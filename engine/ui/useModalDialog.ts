import { useEffect, useRef } from 'react'

/**
 * Drives a native <dialog> as a modal from one source of truth, the `open` prop: showModal()
 * traps focus and the browser returns focus to the control that opened it on close().
 *
 * The dialog never closes itself behind the prop's back: Escape (the `cancel` event) is turned
 * into a call to `onClose`, and the prop's change closes the element. The `close` event arrives
 * a task after the element closed, so by then the dialog may already be open again: it only
 * reports a close the prop did not ask for (a browser that refuses to cancel a second Escape),
 * and only while the element is still closed.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null)
  const wanted = useRef(open)
  const latestOnClose = useRef(onClose)
  latestOnClose.current = onClose
  useEffect(() => {
    wanted.current = open
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      latestOnClose.current()
    }
    const onClosed = () => {
      if (wanted.current && !element.open) latestOnClose.current()
    }
    element.addEventListener('cancel', onCancel)
    element.addEventListener('close', onClosed)
    return () => {
      element.removeEventListener('cancel', onCancel)
      element.removeEventListener('close', onClosed)
    }
  }, [])
  return dialog
}
