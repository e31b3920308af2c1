import { join } from 'node:path'
import { loadContent } from './loadContent.server.ts'
import type { LoadResult } from './loadContent.server.ts'
import { ParsedValues, withParsedValues } from './ParsedValues.server.ts'
import { projectRoot } from './projectRoot.server.ts'

/** Where the check, the build and the server keep the values of the YAML texts they parsed. */
export const parsedValuesFile = () => join(projectRoot(), 'node_modules/.cache/content-values.json')

/**
 * loadContent, with the YAML texts parsed by earlier runs (of any of the three) not parsed again:
 * the answer is the same, as every value is validated and cross-checked afresh.
 */
export function loadContentCached(root: string): LoadResult {
  const values = new ParsedValues(parsedValuesFile())
  const result = withParsedValues(values, () => loadContent(root))
  values.save()
  return result
}
