import { existsSync, readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { pageBody, regeneratePages, renderGeneratedPage } from '../../api/generate/regeneratePages.ts'
import type { GeneratedPage } from '../../api/generate/regeneratePages.ts'
import { loadGenerated } from '../../api/middleware/generatedPages.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'

// A serving process makes pages again after a price or content change: it keeps their bodies in a
// folder of its own and reads them on request, so making every page again does not fill its memory.

const content = siteContent()
const site = loadGenerated(projectRoot())
afterAll(() => site.made.remove())
const review = `/product/${[...content.reviews.keys()][0]}`
const fileOf = (page: GeneratedPage | undefined) => (page && 'file' in page ? page.file : undefined)

test('a page made again is served from a file of the process\'s own folder, not held in memory, and its folder goes at the stop', async () => {
  const built = site.pages.get(review)
  expect(fileOf(built), 'the build generated the review page').toBeDefined()
  const replaced: string[] = []
  expect(await regeneratePages(site, [review, review], () => content, (url) => replaced.push(url))).toEqual([])
  expect(replaced).toEqual([review, review])

  const made = site.pages.get(review)!
  const file = fileOf(made)
  expect(file, 'the page made again is kept as a file').toBeDefined()
  expect('made' in made, 'no body held in the page table').toBe(false)
  expect(dirname(file!).startsWith(clientDir(projectRoot())), 'the build\'s files stay what the build made').toBe(false)
  expect(existsSync(fileOf(built)!), 'the build\'s file is not deleted').toBe(true)
  // The page made first was replaced by the second: only the one served is kept.
  expect(readdirSync(dirname(file!))).toHaveLength(1)
  const fresh = await renderGeneratedPage(content, review, site.stylesheets)
  expect((await pageBody(made)).identity.toString()).toBe(fresh!.made.identity.toString())
  expect(made.keys).toBe(fresh!.keys)

  site.made.remove()
  expect(existsSync(dirname(file!)), 'the folder is removed at the stop').toBe(false)
})
