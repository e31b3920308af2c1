import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir, manifestPath } from '../generate/generatedFiles.ts'
import { StartupError } from './StartupError.ts'

/** The compiled thread that works out the content's digest at a start (digestBeside), from the project root. */
export const CONTENT_DIGEST_WORKER = 'dist/node/content-digest.js'
/** The compiled thread that makes a round of many generated pages again (pageThread), from the project root. */
export const PAGE_THREAD_WORKER = 'dist/node/page-thread.js'

/**
 * Every part of the build the production server needs, with what each is for: a deploy that
 * copied only some of dist/ would otherwise start, pass its health check and fail on the first
 * page that needs the missing part.
 */
const PARTS: { path: (root: string) => string; what: string }[] = [
  { path: (root) => join(root, 'dist/node/server.js'), what: 'the compiled server' },
  { path: clientDir, what: 'the client assets and generated pages' },
  { path: manifestPath, what: 'the list of generated pages' },
  { path: (root) => join(root, 'dist/server/entry.mjs'), what: "the renderer for pages that depend on the query" },
]

/** Throws a StartupError naming the first missing part of the build. */
export function checkBuildParts(root: string): void {
  // The compiled server alone (this very code) is no build: the build's output is the rest.
  if (!PARTS.slice(1).some(({ path }) => existsSync(path(root)))) {
    throw new StartupError(`no production build in ${join(root, 'dist')}; run "npm run build" first (npm start does).`)
  }
  for (const { path, what } of PARTS) {
    if (!existsSync(path(root))) throw new StartupError(`the build is incomplete: ${path(root)} (${what}) is missing; deploy the whole dist/ folder of one build, or run "npm run build".`)
  }
}
