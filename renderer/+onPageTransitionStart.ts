import type { PageContextClient } from 'vike/types'
import { setTransitionTarget } from '../engine/client/pageTransition.ts'

/** Lets pages show their loading state while the next page's data is on its way. */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  setTransitionTarget(pageContext.urlPathname)
}
