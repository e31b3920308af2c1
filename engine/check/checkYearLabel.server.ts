import type { SiteConfig } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import type { ContentProblem } from '../content/ContentProblem.ts'
import { loadDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { SITE_FILE } from '../content/contentLayout.ts'

/**
 * site.yaml's `yearLabel` is the editors' label for the rankings' year ("... of 2025"). When the
 * data set's own date (`dataAsOf`) is in a later year, the label has fallen behind the prices and
 * ratings the pages show beside it: a warning at yearLabel, never an error (renaming the
 * rankings' year is an editorial decision).
 */
export function checkYearLabel(root: string): ContentProblem[] {
  const site = loadDocument<SiteConfig>(root, SITE_FILE, DOCUMENT_KINDS.site, new ProblemLog())
  if (!site) return []
  const newest = site.value.dataAsOf
  const priceYear = Number(newest.slice(0, 4))
  if (Number(site.value.yearLabel) >= priceYear) return []
  const message = `yearLabel "${site.value.yearLabel}" is older than the data set's date (dataAsOf ${newest}); if the rankings were redone in ${priceYear}, write "${priceYear}"`
  return [{ ...problemAt(site.source, ['yearLabel'], message), severity: 'warning' }]
}
