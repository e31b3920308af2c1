// Encodes every photo's variants into the build's cache (node_modules/.cache/image-variants), so
// that `npm run build` later finds them encoded. CI does this while the embedded database's
// native module compiles: encoding is most of a first build's time and needs no database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { variantCacheDir, writeVariants } from '../api/images/imageVariants.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../engine/content/resolveContentDir.server.ts'
import { IMAGES_DIR } from '../engine/content/contentLayout.ts'

const scratch = mkdtempSync(join(tmpdir(), 'variants-'))
try {
  const count = await writeVariants(join(resolveContentDir(), IMAGES_DIR), scratch, variantCacheDir(projectRoot()))
  console.log(`${count} photo variants encoded into ${variantCacheDir(projectRoot())}`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
