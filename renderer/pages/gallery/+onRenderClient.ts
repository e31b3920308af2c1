// Hydrated like the application pages, so interactive sections (product picker) work as they do on a page.
import type { PageContextClient } from 'vike/types'
import { hydrateAfterPaint } from '../../client/hydrateAfterPaint.ts'

export function onRenderClient(pageContext: PageContextClient): Promise<void> {
  return hydrateAfterPaint(pageContext, () => import('../../SectionGalleryView.tsx').then((module) => module.SectionGalleryView))
}
