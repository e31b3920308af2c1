import type { CatalogueFile, SiteConfig } from '../../schemas/types.gen.ts'
import { FactBook } from '../facts/FactBook.ts'
import type { RawFact } from '../facts/FactValue.ts'
import { exampleOf, parseFact } from '../facts/parseFact.ts'
import { measureOf } from '../facts/units.ts'
import { didYouMean } from '../content/closestMatches.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt, problemAtKey } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import { CATEGORIES_DIR } from '../content/contentLayout.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

type Path = (string | number)[]

/**
 * The vocabulary is the catalogue's schema for facts: each category's list (with site.yaml's
 * shared facts) says which keys its products may have, of what kind and in which unit, and which
 * they must have. A wrong key, a missing required fact, a value of the wrong kind or an unknown
 * unit is reported at its line, with what to write instead.
 */
export function checkFacts(site: LoadedDocument<SiteConfig>, categories: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): boolean {
  const before = log.problems.length
  const shared = new Set(site.value.facts.map((def) => def.key))
  site.value.facts.forEach((def, index) => checkDefinition(site.source, ['facts', index], def, log))
  for (const { source, value } of categories) {
    value.facts.forEach((entry, index) => {
      const path = ['facts', index]
      if (!shared.has(entry.key) && (!entry.label || !entry.kind)) {
        log.add(problemAt(source, [...path, 'key'], `"${entry.key}" is not one of site.yaml's shared facts${didYouMean(entry.key, shared)}; give it a label and a kind here, or add it to site.yaml's facts`))
      } else checkDefinition(source, path, entry, log)
    })
  }
  const book = new FactBook(site.value.facts, new Map(categories.map((category) => [category.slug, category.value])), site.value.units, log.store.derived)
  for (const { source, value, slug } of categories) {
    const declared = new Set(book.defs(slug).map((def) => def.key))
    for (const rows of ['cardFacts', 'compareRows', 'generalCompareRows'] as const) {
      value[rows].forEach((row, index) => {
        if (row.fact === 'price' || declared.has(row.fact)) return
        log.add(problemAt(source, [rows, index, 'fact'], `unknown fact "${row.fact}"${didYouMean(row.fact, declared)}; use price or a fact the category declares under facts`))
      })
    }
  }
  for (const { source, value } of catalogueFiles) {
    const defs = book.defs(value.category)
    if (!categories.some((category) => category.slug === value.category)) continue
    value.products.forEach((product, index) => {
      for (const from of ['facts', 'measured'] as const) checkValues(source, ['products', index, from], product[from], book, value.category, log)
      for (const def of defs) {
        if (!def.required || product.facts?.[def.key] !== undefined) continue
        const at = product.facts ? ['products', index, 'facts'] : ['products', index]
        log.add(problemAt(source, at, `missing required fact "${def.key}" (${def.label}); add it, e.g. ${exampleOf(def)}`))
      }
    })
  }
  return log.problems.length === before
}

function checkValues(source: YamlSource, path: Path, values: Readonly<Record<string, RawFact>> | undefined, book: FactBook, category: string, log: ProblemLog): void {
  const declared = book.defs(category).map((def) => def.key)
  for (const [key, raw] of Object.entries(values ?? {})) {
    const def = book.def(category, key)
    if (!def) {
      const message = `unknown fact "${key}"${didYouMean(key, declared)}; ${category} products have ${declared.join(', ')} (declared under facts in ${CATEGORIES_DIR}/${category}.yaml)`
      log.add(problemAtKey(source, path, key, message))
      continue
    }
    const parsed = parseFact(raw, def)
    if ('problem' in parsed) log.add(problemAt(source, [...path, key, ...(parsed.path ?? [])], parsed.problem))
  }
}

function checkDefinition(source: YamlSource, path: Path, def: SiteConfig['facts'][number], log: ProblemLog): void {
  if ((def.kind === 'quantity' || def.kind === 'size') && def.unit && !measureOf(def.unit)) {
    log.add(problemAt(source, [...path, 'unit'], `unknown unit "${def.unit}"; use a unit such as lb, kg, in, cm, hp, kW or %`))
  }
  if ((def.kind === 'quantity' || def.kind === 'size' || def.kind === 'money') && !def.unit) {
    log.add(problemAt(source, path, `a ${def.kind} fact needs a unit, e.g. unit: ${def.kind === 'money' ? 'USD' : 'lb'}`))
  }
  if (def.kind === 'choice' && !def.choices?.length) log.add(problemAt(source, path, 'a choice fact needs its choices, e.g. choices: [magnetic, water, air]'))
}
