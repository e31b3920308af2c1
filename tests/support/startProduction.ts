import { existsSync } from 'node:fs'
import { createApp } from '../../api/app.ts'
import type { AppOptions } from '../../api/app.ts'
import { builtImagesDir, manifestPath } from '../../api/generate/generatedFiles.ts'
import { createLogger } from '../../api/logger.ts'
import { siteMiddleware } from '../../api/siteMiddleware.ts'
import type { Content } from '../../engine/load/Content.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { siteContent } from './content.ts'
import { listen } from './startApp.ts'
import type { Started } from './startApp.ts'

/** The production app over the build in dist/ (`npm test` builds before Vitest runs), on an ephemeral port. */
export async function startProduction(options: Partial<AppOptions> = {}): Promise<Started> {
  const root = projectRoot()
  if (!existsSync(manifestPath(root))) throw new Error('no build in dist/: run `npm run build` first (npm test does)')
  const getContent = options.getContent ?? (() => siteContent())
  const pages = await siteMiddleware(root, getContent, { production: true })
  return listen(createApp({ root, images: builtImagesDir(root), getContent, pages, logger: createLogger('silent'), ...options }))
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
