import type { InfoPage } from '../../schemas/types.gen.ts'
import { loadDocument, yamlFilesIn } from './loadDocument.server.ts'
import type { ProblemLog } from './loadDocument.server.ts'

export const PAGES_DIR = 'pages-config/pages'
export const GUIDES_DIR = 'pages-config/guides'
export const HOME_FILE = `${PAGES_DIR}/home.yaml`

/** First URL segments that belong to other routes; an information page may not take them. */
const RESERVED = new Set(['api', 'assets', 'images', 'product', 'category', 'search', 'guides', 'product-compare'])

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Information pages by path: pages-config/pages/<name>.yaml is served at /<name>, and
 * pages-config/guides/<name>.yaml at /guides/<name>.
 */
export function loadInfoPages(root: string, log: ProblemLog): Map<string, InfoPage> {
  return new Map([...loadFolder(root, log, PAGES_DIR, '/', RESERVED), ...loadFolder(root, log, GUIDES_DIR, '/guides/', new Set())])
}

function loadFolder(root: string, log: ProblemLog, dir: string, prefix: string, reserved: ReadonlySet<string>): Map<string, InfoPage> {
  const pages = new Map<string, InfoPage>()
  for (const file of yamlFilesIn(root, dir)) {
    if (file === HOME_FILE) continue
    const name = file.slice(dir.length + 1).replace(/\.ya?ml$/, '')
    if (!NAME.test(name)) {
      log.fileProblem(file, `file name "${name}" cannot be a URL; use lower-case words joined by dashes, e.g. how-we-rank.yaml`)
      continue
    }
    if (reserved.has(name)) {
      log.fileProblem(file, `${prefix}${name} belongs to another part of the site; choose another file name`)
      continue
    }
    const doc = loadDocument<InfoPage>(root, file, 'info-page.schema.json', log)
    if (doc) pages.set(`${prefix}${name}`, doc.value)
  }
  return pages
}
