import { useSyncExternalStore } from 'react'

/** The path a client-side navigation is going to, while it loads; undefined when none is under way. */
let target: string | undefined
const listeners = new Set<() => void>()

export function setTransitionTarget(path: string | undefined): void {
  target = path
  for (const listener of listeners) listener()
}

/** Re-renders with the path being loaded (server render: never loading). */
export function useTransitionTarget(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => target,
    () => undefined,
  )
}
