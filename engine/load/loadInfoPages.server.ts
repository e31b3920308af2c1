import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { InfoPage } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { checkSections } from '../check/checkSections.server.ts'
import { loadDocument, namedFilesIn } from '../content/loadDocument.server.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import { IMAGES_DIR } from '../content/contentLayout.ts'
import { GUIDES_DIR, HOME_FILE, PAGES_DIR } from '../content/contentLayout.ts'

/**
 * Information pages by path: pages-config/pages/<name>.yaml is served at /<name>, and
 * pages-config/guides/<name>.yaml at /guides/<name>. `reserved` maps each name an information page
 * may not take to the reason (siteRoutes.ts derives it from the routes and the categories).
 * `checkWords` applies the site-wide rules about what text may say to each page loaded.
 */
export function loadInfoPages(contentDir: string, log: ProblemLog, reserved: ReadonlyMap<string, string>, checkWords: WordsCheck = () => {}, loaded: LoadedDocument<InfoPage>[] = []): Map<string, InfoPage> {
  return new Map([...loadFolder(contentDir, log, PAGES_DIR, '/', reserved, checkWords, loaded), ...loadFolder(contentDir, log, GUIDES_DIR, '/guides/', new Map(), checkWords, loaded)])
}

/** The rules every page's words are held to, given the page's file and its value. */
type WordsCheck = (source: YamlSource, document: unknown) => void

/** `loaded` receives every valid document, for the checks that read their text (checkProse). */
function loadFolder(contentDir: string, log: ProblemLog, dir: string, prefix: string, reserved: ReadonlyMap<string, string>, checkWords: WordsCheck, loaded: LoadedDocument<InfoPage>[]): Map<string, InfoPage> {
  const pages = new Map<string, InfoPage>()
  for (const { file, name } of namedFilesIn(contentDir, dir, log, 'cannot be a URL', 'how-we-rank.yaml')) {
    if (file === HOME_FILE) continue
    const reason = reserved.get(name)
    if (reason) {
      log.fileProblem(file, `${reason}; choose another file name`)
      continue
    }
    const doc = loadDocument<InfoPage>(contentDir, file, DOCUMENT_KINDS.info, log)
    if (doc) checkSections(doc.source, doc.value.sections, {}, log)
    if (doc) checkWords(doc.source, doc.value)
    if (doc && dir === GUIDES_DIR) checkGuideCard(contentDir, file, doc.value, log)
    if (doc) pages.set(`${prefix}${name}`, doc.value)
    if (doc) loaded.push(doc)
  }
  return pages
}

/** The guides index (/guides) lists every guide by its title, summary and image: a guide needs all three. */
function checkGuideCard(root: string, file: string, guide: InfoPage, log: ProblemLog) {
  const missing = (['title', 'summary', 'image'] as const).filter((key) => !guide[key])
  if (missing.length > 0) log.fileProblem(file, `a guide needs ${missing.join(', ')} for its card on the guides index (/guides)`)
  if (guide.image && !existsSync(join(root, IMAGES_DIR, guide.image.slice('/images/'.length)))) {
    log.fileProblem(file, `image not found: ${join(IMAGES_DIR, guide.image.slice('/images/'.length))}`)
  }
}
