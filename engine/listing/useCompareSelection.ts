import { useState } from 'react'
import { compareLimitMessage, toggleCompare } from '../shop/compare.ts'

/** The compare list of a category page; one beyond the limit is refused with an alert. */
export function useCompareSelection(max: number) {
  const [selected, setSelected] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  function toggle(id: string) {
    const result = toggleCompare(selected, id, max)
    if (result.refused) window.alert(compareLimitMessage(max))
    setSelected(result.selected)
    if (!result.selected.length) setOpen(false)
  }
  return { selected, toggle, open, setOpen }
}
