import { useEffect, useRef, useState } from 'react'
import { msUntilNextOpening } from '../shop/promo.ts'
import type { PromoTiming } from '../shop/promo.ts'

/** Where the browser keeps, for this visit only (the tab's session), that the shopper closed the promo. */
const CLOSED_KEY = 'promo-closed'

function closedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberClosed(): void {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, 'true')
  } catch {
    // Storage switched off: the promo still stays closed on this page.
  }
}

/**
 * When the promo shows: it opens at every whole interval since the page started and closes
 * itself after the visible time, which does not run while it is `held` (pointer or focus on it).
 * Once the shopper closes it, it stays closed for the visit, on this page and the next.
 */
export function usePromoSchedule(timing: PromoTiming, held: boolean) {
  const { intervalSeconds, visibleSeconds } = timing
  const [open, setOpen] = useState(false)
  const [closedByShopper, setClosedByShopper] = useState(false)
  const start = useRef<number>(undefined)
  const remaining = useRef(0)

  useEffect(() => {
    if (open || closedByShopper) return
    if (closedThisVisit()) return setClosedByShopper(true)
    start.current ??= Date.now()
    const timer = setTimeout(() => {
      remaining.current = visibleSeconds * 1000
      setOpen(true)
    }, msUntilNextOpening(Date.now() - start.current, { intervalSeconds }))
    return () => clearTimeout(timer)
  }, [open, closedByShopper, intervalSeconds, visibleSeconds])

  // The visible time runs only while nothing holds the promo; a hold keeps what is left of it.
  useEffect(() => {
    if (!open || held) return
    const resumed = Date.now()
    const timer = setTimeout(() => setOpen(false), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - resumed
    }
  }, [open, held])

  return {
    open: open && !closedByShopper,
    /** Closes this opening only (the next one comes as usual). */
    stepAside: () => setOpen(false),
    /** The shopper's close: no more openings this visit. */
    close: () => {
      rememberClosed()
      setClosedByShopper(true)
      setOpen(false)
    },
  }
}
