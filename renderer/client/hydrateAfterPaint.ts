import type { ComponentType } from 'react'
import type { PageContextClient } from 'vike/types'
import { enhancePage } from './enhancePage.ts'

/**
 * The onRenderClient hook of application pages (category, comparison, guide, section gallery):
 * the header, footer and small behaviours at once, as on every page; React and the page body only
 * once the server's HTML has painted. The first paint then waits for the HTML and CSS alone, and
 * the page's largest image never shares the network with React.
 */
export async function hydrateAfterPaint(pageContext: PageContextClient, loadBody: () => Promise<ComponentType>): Promise<void> {
  enhancePage()
  await afterFirstPaint()
  const [{ hydrateBody }, Body] = await Promise.all([import('../hydrateBody.tsx'), loadBody()])
  hydrateBody(pageContext, Body)
}

/**
 * Resolves once the browser has painted the document's content: on its first-contentful-paint
 * timing entry, which needs no timer (not on the first paint, which may be the blank page's
 * background, painted before the text on a busy machine); on the next frame where paint timing is
 * unknown; at once in a hidden tab, which never paints.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}
