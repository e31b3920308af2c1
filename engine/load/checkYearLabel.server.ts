import type { SiteConfig } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import type { ContentProblem } from './ContentProblem.ts'
import { loadCatalogueFiles } from './loadCatalogue.server.ts'
import { SITE_FILE } from './loadContent.server.ts'
import { loadDocument, ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'

/**
 * site.yaml's `yearLabel` is the editors' label for the rankings' year ("... of 2025"). When the
 * newest price in the catalogue was checked in a later year, the label has fallen behind what the
 * pages show beside it: a warning at yearLabel, never an error (renaming the rankings' year is an
 * editorial decision).
 */
export function checkYearLabel(root: string): ContentProblem[] {
  const site = loadDocument<SiteConfig>(root, SITE_FILE, DOCUMENT_KINDS.site, new ProblemLog())
  if (!site) return []
  const newest = loadCatalogueFiles(root, new ProblemLog())
    .flatMap(({ value }) => value.products.map((product) => product.priceCheckedAt))
    .sort()
    .at(-1)
  const priceYear = newest ? Number(newest.slice(0, 4)) : undefined
  if (priceYear === undefined || Number(site.value.yearLabel) >= priceYear) return []
  const message = `yearLabel "${site.value.yearLabel}" is older than the newest price date (${newest}); if the rankings were redone in ${priceYear}, write "${priceYear}"`
  return [{ ...problemAt(site.source, ['yearLabel'], message), severity: 'warning' }]
}
