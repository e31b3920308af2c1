import type { Content } from '../load/Content.ts'
import { PAGE_KINDS, declaredNames } from './pageParameters.ts'
import type { PageKind, RouteValues } from './pageParameters.ts'

/** A page URL as the site serves it: its kind, the route's values and its query in its one spelling. */
type PageIdentity = { kind: PageKind; path: string; route: RouteValues; query: [string, string][] }

/** The page kind a path belongs to and its route values (`/product/<slug>` gives `{ slug: '<slug>' }`). */
export function matchPageKind(path: string): { kind: PageKind; route: RouteValues } | undefined {
  const segments = path.split('/').slice(1)
  for (const [kind, { route }] of Object.entries(PAGE_KINDS) as [PageKind, (typeof PAGE_KINDS)[PageKind]][]) {
    const pattern = route.split('/').slice(1)
    if (pattern.length !== segments.length) continue
    const values: Record<string, string> = {}
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!
      if (!part.startsWith('@')) return part === segment
      values[part.slice(1)] = safeDecode(segment)
      return segment !== ''
    })
    if (matches) return { kind, route: values }
  }
  return undefined
}

/**
 * The identity of a page URL: its path and its declared parameters, validated and in order; every
 * other name (utm_*, gclid, fbclid, anything unknown) is left out. Undefined for a path that is no page.
 */
export function pageIdentity(path: string, search: string, content: Content): PageIdentity | undefined {
  const matched = matchPageKind(path)
  if (!matched) return undefined
  const { normalise } = PAGE_KINDS[matched.kind]
  const params = new URLSearchParams(search)
  // No query at all: nothing is declared, and the content (which may be broken) is not read.
  if (params.keys().next().done) return { kind: matched.kind, path, route: matched.route, query: [] }
  const names = declaredNames(matched.kind, content, matched.route)
  const declared: Record<string, string> = {}
  for (const name of names as readonly string[]) {
    const value = params.get(name)
    if (value !== null) declared[name] = value
  }
  // With no declared name present, the query is empty (defaults are dropped), and nothing is read.
  const query = Object.keys(declared).length ? normalise(declared, content, matched.route) : []
  return { kind: matched.kind, path, route: matched.route, query }
}

/** `?a=1&b=2` from name-value pairs, each value escaped except the commas between listed ids. */
function queryString(query: readonly [string, string][]): string {
  if (!query.length) return ''
  const escape = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',')
  return `?${query.map(([name, value]) => `${name}=${escape(value)}`).join('&')}`
}

/** The URL the page is answered and kept under: path plus its normalised query. */
export function identityUrl(identity: PageIdentity): string {
  return identity.path + queryString(identity.query)
}

/** The page's canonical path: its path and only the parameters that make another page for search engines. */
export function canonicalPath(identity: PageIdentity): string {
  const canonical = PAGE_KINDS[identity.kind].canonical as readonly string[]
  return identity.path + queryString(identity.query.filter(([name]) => canonical.includes(name)))
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
