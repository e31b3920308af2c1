import { startInProcess } from '../../api/server/inProcess.ts'
import type { AppOptions } from '../../api/server/app.ts'
import type { Content } from '../../engine/load/Content.ts'
import { siteContent } from './content.ts'
import type { Started } from './startApp.ts'

/** The production app over the build in dist/ (`npm test` builds before Vitest runs), on an ephemeral port. */
export function startProduction(options: Partial<AppOptions> = {}, mode: Parameters<typeof startInProcess>[1] = {}): Promise<Started> {
  return startInProcess({ getContent: () => siteContent(), ...options }, mode)
}

/** The real content, except that reading the catalogue throws: every page and API call using it fails. */
export function brokenContent(): Content {
  const content = siteContent()
  return {
    ...content,
    get catalogue(): Content['catalogue'] {
      throw new Error('injected fault: the catalogue cannot be read')
    },
  }
}
