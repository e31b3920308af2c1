import type { ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

/**
 * Customer figures written into a page's text: a star average ("a 4.6-star average", "rated 4.5")
 * a count of ratings, reviews or owners ("more than 3,600 owners"), or a store's count of buyers
 * ("10K+ bought in past month", "2,000 sold"). Text cannot carry where and
 * when such a figure was read, so it goes in a customer-ratings section instead, which names both.
 */
const CUSTOMER_FIGURES = [
  /\b\d(?:\.\d)?[- ]stars?\b/i,
  /\brated\s+\d(?:\.\d)?\b/i,
  /\b\d[\d,]*\+?\s+(?:(?:owner|customer|buyer|shopper|user)\s+)?(?:ratings|reviews|owners|buyers|reviewers)\b/i,
  /\b\d[\d,.]*K?\+?\s+(?:bought|sold)\b/i,
]

/** The first customer figure in the text, as written; undefined when there is none. */
export function customerFigureIn(text: string): string | undefined {
  for (const pattern of CUSTOMER_FIGURES) {
    const found = pattern.exec(text)
    if (found) return found[0]
  }
  return undefined
}

export type Path = (string | number)[]

/** Every string in the value, with its path from the value. */
export function* strings(value: unknown, path: Path): Generator<[string, Path]> {
  if (typeof value === 'string') yield [value, path]
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i])
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key])
}

/**
 * Reports, at its line and column, each text of a page's sections that quotes a customer figure,
 * which would reach shoppers without its source and date. A customer-ratings section's own
 * entries are figures with a store and a day by schema, so they are not text.
 */
export function checkCustomerFigures(source: YamlSource, sections: readonly unknown[], log: ProblemLog): void {
  sections.forEach((section, index) => {
    if (section && typeof section === 'object' && 'type' in section && section.type === 'customer-ratings') return
    for (const [text, path] of strings(section, ['sections', index])) {
      const figure = customerFigureIn(text)
      if (!figure) continue
      log.add(problemAt(source, path, `"${figure}" quotes a customer figure without its source and the day it was read; show customer ratings with a customer-ratings section, which names both, or leave the figure out`))
    }
  })
}
