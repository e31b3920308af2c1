// A page thread (pageThread.ts): reads the content as the serving process did and the store's
// current offers, says it is ready, then makes each generated page whose URL it is sent and answers
// with the page's body (moved, not copied) and facts. Its heap goes when the round ends it.
import { parentPort, workerData } from 'node:worker_threads'
import { pricedContent } from '../../engine/load/Content.ts'
import { precompiledValidator } from '../../engine/content/schemaValidator.server.ts'
import { precompiledSchemasPath } from '../generate/generatedFiles.ts'
import { renderGeneratedPage } from '../generate/regeneratePages.ts'
import { openStore } from '../store/database/openStore.ts'
import { storeLocation } from '../store/database/storeConfig.ts'
import { readOfferBook } from '../store/read/readOfferBook.ts'
import type { PageThreadData, ThreadPage, ThreadStart } from './pageThread.ts'
import { loadServedContent } from './servedContent.ts'
import { loadRenderer } from './warmUp.ts'

const { root, contentDir, reading, stylesheets } = workerData as PageThreadData
const port = parentPort!

try {
  await loadRenderer(root)
  const loaded = loadServedContent(root, contentDir, reading, precompiledValidator(precompiledSchemasPath(root)))
  const store = openStore(storeLocation(root))
  const book = await readOfferBook(store, loaded.site.priceFreshness.maxAgeHours).finally(() => store.close())
  const content = pricedContent(loaded, book)
  port.on('message', (url: string) => {
    void renderGeneratedPage(content, url, stylesheets)
      .catch(() => undefined)
      .then((made) => {
        if (!made) return port.postMessage({} satisfies ThreadPage)
        const body = made.made.identity
        const page: ThreadPage = { page: { body, keys: made.keys, shows: made.shows, expiresAt: made.expiresAt } }
        port.postMessage(page, [body.buffer as ArrayBuffer])
      })
  })
  port.postMessage({ ready: true } satisfies ThreadStart)
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies ThreadStart)
}
