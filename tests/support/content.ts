import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'

let cached: Content | undefined

/** The project's real content, loaded once per test file; fails loudly with the problems if invalid. */
export function realContent(): Content {
  if (cached) return cached
  const result = loadContent()
  if (!result.ok) throw new Error(`the project's content is invalid:\n${formatProblems(result.problems)}`)
  cached = result.content
  return cached
}
