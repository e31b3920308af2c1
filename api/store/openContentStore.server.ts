import { loadContent } from '../../engine/load/loadContent.server.ts'
import { schemaCacheFile } from '../../engine/content/precompiledSchemas.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { cachedValidator } from '../../engine/content/schemaValidator.server.ts'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import type { Content } from '../../engine/load/Content.ts'
import { openStore } from './database/openStore.ts'
import type { Store } from './database/openStore.ts'
import { importDemoIfEmpty, prepareStore } from './prepareStore.ts'
import type { Prepared } from './prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { retryBusy } from './retryBusy.ts'
import { storeLocation } from './database/storeConfig.ts'
import { demoInput } from './demo/storeContent.ts'

/**
 * The store of a project, made ready for a content folder (schema, retailers); with `demo`, a
 * store without prices gets the demo feed, as the server's first start does.
 */
export async function openPreparedStore(root: string, contentDir: string, content: Content, options: { demo: boolean; env?: NodeJS.ProcessEnv }): Promise<{ store: Store; prepared: Prepared }> {
  const store = openStore(storeLocation(root, options.env))
  try {
    const retailers = readRetailers(contentDir)
    await retryBusy(() => prepareStore(store, retailers))
    const prepared = options.demo ? await retryBusy(() => importDemoIfEmpty(store, retailers, () => demoInput(content))) : { demoRowsImported: 0 }
    return { store, prepared }
  } catch (error) {
    await store.close()
    throw error
  }
}

/**
 * The content of a folder for the store's command-line tools; a content problem ends the tool with
 * its count. Documents are validated with the validators `npm run check` keeps compiled (compiled
 * and kept now when the schemas changed since): a tool's start then compiles no schema.
 */
export function contentFor(contentDir: string): Content {
  const loaded = loadContent(contentDir, { store: ContentStore.forOneLoad(cachedValidator(schemaCacheFile(projectRoot()))) })
  if (!loaded.ok) throw new Error(`${loaded.problems.length} content problem(s) in ${contentDir}; npm run check lists them`)
  return loaded.content
}
