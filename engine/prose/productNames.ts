import { memo } from '../memo/memo.ts'
import type { ProseProduct } from './ProseFamily.ts'

/** The names prose gives a category's products, each naming one product only. */
type Names = { pattern: RegExp; here: RegExp; byName: ReadonlyMap<string, ProseProduct> }

/**
 * How prose names a product: its title or the start of it from the brand on ("Peakform Trail X5"),
 * its model without the brand ("Trail X5", "the R300"), or its brand alone. A name two products
 * share ("EasyRide" for two bikes) names neither.
 */
function namesOf(product: ProseProduct): string[] {
  const words = product.title.split(/\s+/)
  const names = new Set<string>()
  for (let end = 2; end <= words.length; end++) names.add(words.slice(0, end).join(' '))
  if (words[0] === product.brand) names.add(product.brand)
  for (let at = 1; at < words.length; at++) {
    if (!/\d/.test(words[at]!)) continue
    for (let from = Math.max(1, at - 1); from <= at; from++) {
      for (let to = at + 1; to <= Math.min(words.length, from + 3); to++) {
        const run = words.slice(from, to)
        if (run.length > 1 || !/^\d+$/.test(run[0]!)) names.add(run.join(' '))
      }
    }
  }
  return [...names]
}

/** A category's names, worked out once per list of its products (the same list for a whole check). */
const namesIn = memo((products: readonly ProseProduct[]): Names => {
  const owners = new Map<string, ProseProduct | null>()
  for (const product of products) for (const name of namesOf(product)) owners.set(name, owners.has(name) && owners.get(name) !== product ? null : product)
  const byName = new Map([...owners].flatMap(([name, product]) => (product ? [[name, product] as const] : [])))
  const alternatives = [...byName.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const source = `(?<![\\w-])(?:${alternatives.join('|') || '(?!)'})(?![\\w-])`
  return { pattern: new RegExp(source, 'g'), here: new RegExp(source, 'y'), byName }
})

/** The product whose name starts at `index` ("Peakform Trail X5 has ..."), with where its name ends. */
export function productNamedAt(text: string, index: number, products: readonly ProseProduct[]): { product: ProseProduct; end: number } | undefined {
  const { here, byName } = namesIn(products)
  here.lastIndex = index
  const match = here.exec(text)
  if (!match) return undefined
  return { product: byName.get(match[0])!, end: index + match[0].length }
}

/** Verbs after a name that make the named product what the rest of the clause speaks of ("the R300 has 16 levels"). */
const SPEAKS = /^(?:'s\s)?\s*(?:is|has|have|offers|adds|gives|weighs|comes|uses|gets|was|packs|brings|keeps|sits|stands|costs|climbs|folds|measures)\b/

/**
 * The other product a claim at `index` speaks of, when the sentence names it as its subject before
 * the claim ("The ReStride R300 has 16 levels"); undefined when the claim is the text's own
 * product's. A product only mentioned ("a step up from the Classic R1, with a longer rail") leaves
 * the claim to the text's product.
 */
export function productSpokenOf(text: string, index: number, products: readonly ProseProduct[]): ProseProduct | undefined {
  const from = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('? ', index), text.lastIndexOf('! ', index), 0)
  const { pattern, byName } = namesIn(products)
  let spoken: ProseProduct | undefined
  for (const match of text.slice(from, index).matchAll(pattern)) {
    if (SPEAKS.test(text.slice(from + match.index + match[0].length))) spoken = byName.get(match[0])!
  }
  return spoken
}

/** Where the text names a product of the category: words inside a name ("AeroRow Club Air Rower") are its name, not a claim. */
export function nameSpans(text: string, products: readonly ProseProduct[]): [number, number][] {
  return [...text.matchAll(namesIn(products).pattern)].map((match) => [match.index, match.index + match[0].length])
}
