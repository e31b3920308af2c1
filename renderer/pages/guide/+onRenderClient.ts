import type { PageContextClient } from 'vike/types'
import { hydrateAfterPaint } from '../../client/hydrateAfterPaint.ts'

export function onRenderClient(pageContext: PageContextClient): Promise<void> {
  return hydrateAfterPaint(pageContext, () => import('../../InfoPageView.tsx').then((module) => module.InfoPageView))
}
