import { setTransitionTarget } from '../engine/client/pageTransition.ts'

export function onPageTransitionEnd() {
  setTransitionTarget(undefined)
}
