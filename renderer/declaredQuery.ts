import type { PageContextServer } from 'vike/types'
import { declaredNames } from '../engine/pages/pageParameters.ts'
import type { PageKind, QueryValues } from '../engine/pages/pageParameters.ts'

/**
 * The query a page kind's data hook reads: only the names its kind declares (with those its content
 * declares, such as a category's feature filters). Reading any other
 * name throws, so a page that starts reading a parameter its list does not name fails on its
 * first render (in every test that renders it) instead of quietly splitting the answer table:
 * the server renders and caches pages by their declared parameters alone.
 */
export function declaredQuery(pageContext: PageContextServer, kind: PageKind): QueryValues {
  const names = declaredNames(kind, pageContext.content, pageContext.routeParams ?? {})
  const { search } = pageContext.urlParsed
  const values: Record<string, string> = {}
  for (const name of names) if (search[name] !== undefined) values[name] = search[name]
  return new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string' && !names.includes(name)) throw new Error(`the ${kind} page reads ?${name}, which its declared parameters (${names.join(', ') || 'none'}) do not name`)
      return Reflect.get(target, name)
    },
  })
}
