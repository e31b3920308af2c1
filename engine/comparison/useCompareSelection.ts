import { useState } from 'react'
import { compareLimitMessage, toggleCompare } from './compareScope.ts'

/**
 * The compare list of a category page, kept by the caller (in the URL) and changed through
 * `onChange`; one beyond the limit is refused with an alert.
 */
export function useCompareSelection(max: number, selected: readonly string[], onChange: (selected: string[]) => void) {
  const [open, setOpen] = useState(false)
  function toggle(id: string) {
    const result = toggleCompare(selected, id, max)
    if (result.refused) window.alert(compareLimitMessage(max))
    else onChange(result.selected)
    if (!result.selected.length) setOpen(false)
  }
  return { selected, toggle, open, setOpen }
}
