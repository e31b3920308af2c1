import type { SchemaValidator } from '../content/schemaValidator.server.ts'
import type { CheckFormat } from './checkReport.ts'
import { checkReport } from './checkReport.ts'
import { loadContent } from './loadContent.server.ts'
import { ContentStore } from '../content/ContentStore.server.ts'
import { parseStoreFile } from '../content/ParseStore.server.ts'
import { projectRoot } from '../content/projectRoot.server.ts'

type CheckOptions = { format: CheckFormat; validator?: SchemaValidator }

/** What one `npm run check` prints, where, and whether it passes. */
type CheckOutcome = { ok: boolean; report: string; stream: 'stdout' | 'stderr' }

/**
 * One check of the content under `contentDir`: every problem of the content; fails on any. (Prices
 * are not content: the offers store holds them, and a running server judges their age.)
 */
export function checkOnce(contentDir: string, options: CheckOptions): CheckOutcome {
  // Files unchanged since the last check are not read by js-yaml again (the store's values file).
  const store = new ContentStore({ values: parseStoreFile(projectRoot()), saveValues: true, keepFindings: false, validator: options.validator })
  const result = loadContent(contentDir, { store })
  store.endLoad()
  const report = checkReport(result, options.format)
  const ok = result.ok
  // GitHub reads workflow commands from stdout only.
  return { ok, report, stream: ok || options.format !== 'text' ? 'stdout' : 'stderr' }
}
