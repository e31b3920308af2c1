import { existsSync } from 'node:fs'
import { createApp } from '../../api/app.ts'
import { manifestPath } from '../../api/generate/generatedFiles.ts'
import { siteMiddleware } from '../../api/siteMiddleware.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { realContent } from './content.ts'
import { listen } from './startApp.ts'
import type { Started } from './startApp.ts'

/** The production server over the build in dist/ (`npm test` builds before Vitest runs). */
export async function startProduction(): Promise<Started> {
  const root = projectRoot()
  if (!existsSync(manifestPath(root))) throw new Error('no build in dist/: run `npm run build` first (npm test does)')
  const content = realContent()
  const pages = await siteMiddleware(root, () => content, { production: true })
  return listen(createApp({ root, getContent: () => content, pages }))
}
