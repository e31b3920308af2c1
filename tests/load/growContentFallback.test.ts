import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { copyContent, growContent } from '../support/growContent.ts'

// CI grows the repository's own content folders. An editor who has made a stair climber list of
// their own (as the trial in the editing guides does) must keep it: the grown category then
// comes under other names, and the content still passes the check.

const root = mkdtempSync(join(tmpdir(), 'grown-twice-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Turns the grown stair climber list into one an editor wrote: its product under an id of their own, photos renamed with it. */
function makeItTheEditors(): void {
  for (const file of ['api/catalogue/stair-climbers.yaml', 'pages-config/categories/stair-climbers.yaml', 'pages-config/guides/stair-climbers.yaml']) {
    writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').replaceAll('skyward-step-s1', 'summit-step-x1'))
  }
  const images = join(root, 'api/catalogue/images/stair-climbers')
  for (const file of readdirSync(images)) renameSync(join(images, file), join(images, file.replace('skyward-step-s1', 'summit-step-x1')))
}

test('content with a stair climber list of its own gets the vertical climbers, and its own list stays as written', () => {
  copyContent(resolveContentDir(), root)
  // Content whose editors already have a stair climber list needs no conversion.
  if (growContent(root).category === 'stair-climbers') makeItTheEditors()
  const own = readFileSync(join(root, 'api/catalogue/stair-climbers.yaml'), 'utf8')

  const grown = growContent(root)

  expect(grown).toMatchObject({ category: 'vertical-climbers', product: 'skyward-climb-v1', guide: 'vertical-climbers' })
  expect(readFileSync(join(root, 'api/catalogue/stair-climbers.yaml'), 'utf8')).toBe(own)
  const loaded = loadContent(root)
  expect(loaded.ok).toBe(true)
  if (loaded.ok) expect(['stair-climbers', 'vertical-climbers'].every((slug) => loaded.content.catalogue.categories.get(slug))).toBe(true)
})
