import { eachString } from './checkCustomerFigures.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'

/**
 * A share of a score written into text: a percentage ("45% of the score", "40 percent") or a
 * fraction of the score ("a quarter of the score").
 */
const TYPED_WEIGHTS = [
  /\b\d+(?:\.\d+)?\s*(?:%|percent\b|per cent\b)/i,
  /\b(?:half|(?:a|one|two)\s+thirds?|(?:a|one|three)\s+quarters?|(?:a|one|two)\s+fifths?)\s+of\s+(?:the|its|their|each)\s+(?:overall\s+)?score\b/i,
]

/** The first share of a score in the text, as written; undefined when there is none. */
function typedWeightIn(text: string): string | undefined {
  for (const pattern of TYPED_WEIGHTS) {
    const found = pattern.exec(text)
    if (found) return found[0]
  }
  return undefined
}

/**
 * On a page that shows the scoring methods (a scoring-methods section, generated from the category
 * files), each weight is stated by those tables; one typed into the page's other text would go
 * stale the day a method changes. Reported at its line and column.
 */
export function checkTypedWeights(source: YamlSource, sections: readonly unknown[], log: ProblemLog): void {
  const isMethods = (section: unknown) => !!section && typeof section === 'object' && 'type' in section && section.type === 'scoring-methods'
  if (!sections.some(isMethods)) return
  sections.forEach((section, index) => {
    eachString(section, ['sections', index], (text, path) => {
      const weight = typedWeightIn(text)
      if (weight) log.add(problemAt(source, [...path], `"${weight}" types a weight beside the scoring methods, which state every weight from the category files and change with them; name the criteria and leave their weights to the methods' tables`))
    })
  })
}
