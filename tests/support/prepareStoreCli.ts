// `node engine/load/runCompiled.mjs tests/support/prepareStoreCli.ts <content folder>`: opens the
// offers store of DATA_DIR or DATABASE_URL as a server's start does, demo prices included, and
// prints how many demo rows this process imported. Several at once are servers starting together.
import { contentFor, openPreparedStore } from '../../api/store/openContentStore.server.ts'

const [contentDir] = process.argv.slice(2)
if (!contentDir) {
  console.error('usage: node engine/load/runCompiled.mjs tests/support/prepareStoreCli.ts <content folder>')
  process.exit(2)
}
const { store, prepared } = await openPreparedStore(process.cwd(), contentDir, contentFor(contentDir), { demo: true })
await store.close()
console.log(prepared.demoRowsImported)
