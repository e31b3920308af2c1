import { resolve } from 'node:path'
import { projectRoot } from './projectRoot.server.ts'

/**
 * The folder that holds pages-config/ and api/catalogue/: `CONTENT_DIR` when set (relative to the
 * working directory), else the repository's own content. Schemas always come from the project.
 */
export function resolveContentDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.CONTENT_DIR
  return dir ? resolve(dir) : projectRoot()
}
