import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Node } from 'yaml'
import type { Categories } from '../catalogue/Categories.ts'
import { ROUTES } from '../catalogue/siteRoutes.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import type { DocumentOutcome } from '../content/ContentStore.server.ts'
import { encodePointer, hasSyntaxProblems, nodeAt, parseYaml, positionOf } from '../content/YamlSource.ts'
import { YamlSource } from '../content/YamlSource.ts'
import { yamlLibrary } from '../content/yamlLibrary.ts'
import { fastYamlValue } from '../content/fastYamlValue.ts'

/** What a link inside the site may lead to. */
type SitePaths = {
  categories: Categories
  /** Information pages and guides by path ("/about", "/guides/<name>"). */
  infoPages: ReadonlySet<string>
  /** Review slugs (/product/<slug>). */
  reviews: ReadonlySet<string>
}

/** Keys whose value is a link an editor wrote. */
const LINK_KEYS = new Set(['href', 'categoryLink'])

/**
 * Every internal link in every YAML file under pages-config/ (navigation, calls to action, tiles,
 * a review's category link) must lead to a page of the site; and every category a section names
 * must exist. Each mistake is reported where it was written.
 */
export function checkLinks(contentDir: string, paths: SitePaths, log: ProblemLog): void {
  for (const file of yamlFilesUnder(contentDir, 'pages-config')) {
    // A file a loader read in this load is not read or parsed again.
    const kept = log.store.kept(file)
    const text = kept ? undefined : readIfReadable(join(contentDir, file))
    // A file no loader read is read by the fast reader too; parsed only when it cannot.
    const fast = text === undefined ? undefined : fastYamlValue(text)
    const source = kept?.source ?? (text === undefined ? undefined : fast ? new YamlSource(file, text) : parseYaml(file, text).source)
    // A file that cannot be read is reported by the document's own loader.
    if (!source) continue
    if (hasSyntaxProblems(source)) continue // the document's own loader reports the syntax error
    for (const { path, key, value, node } of kept ? log.store.derived.of(keptReferences, kept) : references(source, fast?.value)) {
      const problem = LINK_KEYS.has(key) ? linkProblem(value, paths) : categoryProblem(key, path, value, paths.categories)
      if (!problem) continue
      const at = positionOf(source, node ?? nodeAt(source, path.map(String)))
      log.add({ file, ...at, pointer: encodePointer(path), message: problem })
    }
  }
}

/** A value that names a page or a category, with where it was written. */
type Reference = { path: (string | number)[]; key: string; value: string; node: Node | undefined }

/** A kept document's references are found once and reused while it is kept (a `--watch` save re-walks one file). */
const keptReferences = (outcome: DocumentOutcome): Reference[] => references(outcome.source, outcome.value)

/**
 * The links and category names in a file. A file the fast reader loaded has no syntax tree: its
 * value is walked, and only a reported reference costs a parse (for its position).
 */
function references(source: YamlSource, value: unknown): Reference[] {
  const found: Reference[] = []
  const visit: Visit = (path, key, text, node) => {
    if (LINK_KEYS.has(key) || (key === '' && inCategoryList(path))) found.push({ path, key, value: text, node })
  }
  if (source.isParsed || value === undefined) walk(source.doc.contents, [], visit)
  else walkValue(value, [], visit)
  return found
}

/** Why a link leads nowhere, or undefined when it leads to a page (or outside the site). */
function linkProblem(link: string, paths: SitePaths): string | undefined {
  if (!link.startsWith('/') || link.startsWith('//')) return undefined
  const url = new URL(link, 'http://site.invalid')
  if (isPage(url, paths)) return undefined
  const known = paths.categories.all().map((category) => category.path)
  return `"${link}" leads to no page of the site; link to a category (${known.join(', ')}), a review (/product/<file name>), a guide, an information page or ${ROUTES.search}`
}

function isPage(url: URL, { categories, infoPages, reviews }: SitePaths): boolean {
  const path = url.pathname.replace(/(.)\/$/, '$1')
  const [, first = '', second, ...rest] = path.split('/')
  if (rest.length) return false
  if (path === '/' || path === ROUTES.search || path === ROUTES.guides || infoPages.has(path)) return true
  if (path === ROUTES.compare) return url.searchParams.get('category') === null || categories.resolve(url.searchParams.get('category')!) !== undefined
  if (second === undefined) return categories.resolve(first) !== undefined
  if (`/${first}` === ROUTES.category.replace(/\/@.*$/, '')) return categories.resolve(second) !== undefined
  if (`/${first}` === ROUTES.review.replace(/\/@.*$/, '')) return reviews.has(second)
  return false
}

/** A product picker's `categories` list names existing categories. */
function categoryProblem(key: string, path: readonly (string | number)[], value: string, categories: Categories): string | undefined {
  if (key !== '' || !inCategoryList(path) || categories.get(value)) return undefined
  return `unknown category "${value}"; use one of ${categories.all().map((category) => category.slug).join(', ')}`
}

/**
 * Called for every string value, with its path, the map key it sits under ("" inside a list) and
 * its node (undefined when walking a plain value: looked up only for a problem).
 */
function inCategoryList(path: readonly (string | number)[]): boolean {
  return path.length >= 2 && path[path.length - 2] === 'categories' && typeof path[path.length - 1] === 'number'
}

type Visit = (path: (string | number)[], key: string, value: string, node: Node | undefined) => void

function walk(node: unknown, path: (string | number)[], visit: Visit, key = ''): void {
  const { isMap, isScalar, isSeq } = yamlLibrary()
  if (isMap(node)) {
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : ''
      walk(pair.value, [...path, name], visit, name)
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => walk(item, [...path, index], visit))
  } else if (isScalar(node) && typeof node.value === 'string') {
    visit(path, key, node.value, node)
  }
}

/** The same walk over a plain value; the node is looked up only when asked for. */
function walkValue(value: unknown, path: (string | number)[], visit: Visit, key = ''): void {
  if (Array.isArray(value)) value.forEach((item, index) => walkValue(item, [...path, index], visit))
  else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) walkValue(item, [...path, name], visit, name)
  } else if (typeof value === 'string') visit(path, key, value, undefined)
}

function readIfReadable(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** Every .yaml file under `dir`, at any depth, as contentDir-relative paths. */
function yamlFilesUnder(contentDir: string, dir: string): string[] {
  return readdirSync(join(contentDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => `${join(entry.parentPath, entry.name).slice(contentDir.length + 1).replaceAll('\\', '/')}`)
    .sort()
}
