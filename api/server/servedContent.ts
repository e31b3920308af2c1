import { join } from 'node:path'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { UNREADABLE_FILE } from '../../engine/content/loadDocument.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import type { SchemaValidator } from '../../engine/content/schemaValidator.server.ts'
import { contentValuesPath, reviewValuesDir, valuesBesideReviewsPath } from '../generate/generatedFiles.ts'
import { ReviewShelf } from '../../engine/load/ReviewShelf.server.ts'
import { StartupError } from './StartupError.ts'
import { readKeptRankings } from '../generate/keptRankingsFile.ts'

/**
 * How a serving process reads its content. `checked`: the content is file for file the one the
 * build checked (its digest is the one the build recorded), so no rule runs again and its reviews
 * are read on request, within `contentCacheBytes`, and each category's ranking is the one the build
 * kept while its prices are the ones the build ranked at; files unchanged since the build are not parsed
 * again either way (the build kept their values). Development reads and checks every file.
 */
export type ContentReading = { production: boolean; checked: boolean; contentCacheBytes: number }

/**
 * The content of `contentDir` as a serving process reads it (see ContentReading), or a
 * StartupError saying why it cannot be served. A page thread (pageThread.ts) reads it the same way.
 * `validator`: the schemas' validators the build compiled, when they match the schemas.
 */
export function loadServedContent(root: string, contentDir: string, { production, checked, contentCacheBytes }: ContentReading, validator?: SchemaValidator): Content {
  const reviews = checked ? ReviewShelf.open(reviewValuesDir(root), contentCacheBytes) : undefined
  const values = reviews ? valuesBesideReviewsPath(root) : contentValuesPath(root)
  const store = production ? new ContentStore({ values, keepFindings: false, validator }) : ContentStore.forOneLoad()
  const loaded = loadContent(contentDir, { store, checked, reviews, rankings: checked ? readKeptRankings(root) : undefined })
  if (loaded.ok) return loaded.content
  // A file that cannot be read at all is the machine's fault, not the editor's: its one line says which and what to do.
  const unreadable = loaded.problems.find((problem) => problem.message.startsWith(UNREADABLE_FILE))
  if (unreadable) throw new StartupError(`${join(contentDir, unreadable.file)}: ${unreadable.message}.`)
  // The list goes first, so the last line is the one-line reason, as for every startup failure.
  console.error(formatProblems(loaded.problems))
  const files = new Set(loaded.problems.map((problem) => problem.file)).size
  throw new StartupError(`${loaded.problems.length} content problem(s) in ${files} file(s), listed above; fix them (npm run check lists them too).`)
}
