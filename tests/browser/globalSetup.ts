import type { TestProject } from 'vitest/node'
import { createApp } from '../../api/server/app.ts'
import { builtImagesDir } from '../../api/generate/generatedFiles.ts'
import { createLogger } from '../../api/process/logger.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'

/** One production server (over the build in dist/) for all browser tests, the section gallery switched on. */
export default async function setup(project: TestProject) {
  const content = siteContent()
  const root = projectRoot()
  const pages = await siteMiddleware(root, () => content, { production: true, sectionGallery: true })
  const site = await listen(createApp({ contentDir: root, images: builtImagesDir(root), getContent: () => content, pages, logger: createLogger('silent') }))
  project.provide('siteUrl', site.url)
  return () => site.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}
