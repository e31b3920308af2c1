import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Categories } from '../catalogue/Categories.ts'
import { ROUTES } from '../pages/siteRoutes.ts'
import type { ProblemLog } from './loadDocument.server.ts'
import { parsedValues } from './ParsedValues.server.ts'
import { lazySource, parseYaml, problemAt, yamlValue } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

/** What a link inside the site may lead to. */
export type SitePaths = {
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
export function checkLinks(root: string, paths: SitePaths, log: ProblemLog): void {
  for (const file of yamlFilesUnder(root, 'pages-config')) {
    const text = readFileSync(join(root, file), 'utf8')
    const found = valueOf(file, text)
    if (!found) continue // the document's own loader reports the syntax error
    walk(found.value, [], (value, path, key) => {
      const problem = LINK_KEYS.has(key) ? linkProblem(value, paths) : categoryProblem(key, path, value, paths.categories)
      if (problem) log.add(problemAt(found.source, path, problem))
    })
  }
}

/**
 * The file's plain value, without parsing again a text the loader has just parsed (ParsedValues),
 * and a source that finds positions (parsing then, if it must) for the problems.
 */
function valueOf(file: string, text: string): { value: unknown; source: YamlSource } | undefined {
  const known = parsedValues()?.peek(text)
  if (known) return { value: known.value, source: lazySource(file, text) }
  const { source, problems } = parseYaml(file, text)
  if (problems.length) return undefined
  const converted = yamlValue(source)
  return 'value' in converted ? { value: converted.value, source } : undefined
}

/** Why a link leads nowhere, or undefined when it leads to a page (or outside the site). */
export function linkProblem(link: string, paths: SitePaths): string | undefined {
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
  if (path === '/' || path === ROUTES.search || infoPages.has(path)) return true
  if (path === ROUTES.compare) return url.searchParams.get('category') === null || categories.resolve(url.searchParams.get('category')!) !== undefined
  if (second === undefined) return categories.resolve(first) !== undefined
  if (`/${first}` === ROUTES.category.replace(/\/@.*$/, '')) return categories.resolve(second) !== undefined
  if (`/${first}` === ROUTES.review.replace(/\/@.*$/, '')) return reviews.has(second)
  return false
}

/** A product picker's `categories` list names existing categories. */
function categoryProblem(key: string, path: readonly (string | number)[], value: string, categories: Categories): string | undefined {
  const inCategories = path.length >= 2 && path[path.length - 2] === 'categories' && typeof path[path.length - 1] === 'number'
  if (key !== '' || !inCategories || categories.get(value)) return undefined
  return `unknown category "${value}"; use one of ${categories.all().map((category) => category.slug).join(', ')}`
}

type Visit = (value: string, path: (string | number)[], key: string) => void

/** Calls `visit` for every string value, with its path and the map key it sits under ("" inside a list). */
function walk(node: unknown, path: (string | number)[], visit: Visit, key = ''): void {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index], visit))
  else if (typeof node === 'object' && node !== null) {
    for (const [name, value] of Object.entries(node)) walk(value, [...path, name], visit, name)
  } else if (typeof node === 'string') visit(node, path, key)
}

/** Every .yaml file under `dir`, at any depth, as root-relative paths. */
function yamlFilesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => `${join(entry.parentPath, entry.name).slice(root.length + 1).replaceAll('\\', '/')}`)
    .sort()
}
