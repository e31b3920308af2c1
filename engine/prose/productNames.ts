import type { DerivedValues } from '../derived/DerivedValues.ts'
import type { ProseProduct } from './ProseFamily.ts'

/**
 * The names prose gives a category's products, each naming one product only, by their first word:
 * a name is found by looking up the words at a place, however many products the category holds.
 */
type Names = { byFirst: ReadonlyMap<string, readonly string[]>; byName: ReadonlyMap<string, ProseProduct> }

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
function namesIn(products: readonly ProseProduct[]): Names {
  const owners = new Map<string, ProseProduct | null>()
  for (const product of products) for (const name of namesOf(product)) owners.set(name, owners.has(name) && owners.get(name) !== product ? null : product)
  const byName = new Map([...owners].flatMap(([name, product]) => (product ? [[name, product] as const] : [])))
  const byFirst = new Map<string, string[]>()
  for (const name of byName.keys()) {
    const first = name.split(' ')[0]!
    const names = byFirst.get(first)
    if (names) names.push(name)
    else byFirst.set(first, [name])
  }
  // The longest first: "Peakform Trail X5" before "Peakform".
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length)
  return { byFirst, byName }
}

const WORD_CHAR = /[\w-]/

/** The longest name that starts at `index` and ends before a character that would carry the word on. */
function nameStartingAt(text: string, index: number, names: Names): string | undefined {
  if (index > 0 && WORD_CHAR.test(text[index - 1]!)) return undefined
  let firstEnd = index
  while (firstEnd < text.length && text[firstEnd] !== ' ' && text[firstEnd] !== '\n') firstEnd++
  // The first word as written may carry punctuation after it ("Classic," or "R1's"): try it whole, then up to each mark.
  for (let end = firstEnd; end > index; end--) {
    if (end < firstEnd && WORD_CHAR.test(text[end]!)) continue
    const candidates = names.byFirst.get(text.slice(index, end))
    if (!candidates) continue
    for (const name of candidates) {
      const after = index + name.length
      if (text.startsWith(name, index) && (after >= text.length || !WORD_CHAR.test(text[after]!))) return name
    }
  }
  return undefined
}

/** A run of word characters: names start where one does. */
const WORD_RUN = /[\w-]+/g

/** Every name in `text` between `from` and `to`, in order, each with where it starts. */
function namesBetween(text: string, from: number, to: number, names: Names): { index: number; name: string }[] {
  const found: { index: number; name: string }[] = []
  const runs = new RegExp(WORD_RUN.source, 'g')
  runs.lastIndex = from
  for (let run = runs.exec(text); run && run.index < to; run = runs.exec(text)) {
    const name = names.byFirst.size ? nameStartingAt(text, run.index, names) : undefined
    if (name && run.index + name.length <= to) {
      found.push({ index: run.index, name })
      runs.lastIndex = run.index + name.length
    }
  }
  return found
}

/**
 * A category's products as prose names them: the list (the same for a whole check) and the tier of
 * derived values (its fact book's) their names are worked out in once.
 */
export type NamedProducts = { products: readonly ProseProduct[]; derived: DerivedValues }

/** The product whose name starts at `index` ("Peakform Trail X5 has ..."), with where its name ends. */
export function productNamedAt(text: string, index: number, { products, derived }: NamedProducts): { product: ProseProduct; end: number } | undefined {
  const names = derived.of(namesIn, products)
  const name = nameStartingAt(text, index, names)
  return name === undefined ? undefined : { product: names.byName.get(name)!, end: index + name.length }
}

/** Verbs after a name that make the named product what the rest of the clause speaks of ("the R300 has 16 levels"). */
const SPEAKS = /^(?:'s\s)?\s*(?:is|has|have|offers|adds|gives|weighs|comes|uses|gets|was|packs|brings|keeps|sits|stands|costs|climbs|folds|measures)\b/

/**
 * The other product a claim at `index` speaks of, when the sentence names it as its subject before
 * the claim ("The ReStride R300 has 16 levels"); undefined when the claim is the text's own
 * product's. A product only mentioned ("a step up from the Classic R1, with a longer rail") leaves
 * the claim to the text's product.
 */
export function productSpokenOf(text: string, index: number, { products, derived }: NamedProducts): ProseProduct | undefined {
  const from = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('? ', index), text.lastIndexOf('! ', index), 0)
  const names = derived.of(namesIn, products)
  let spoken: ProseProduct | undefined
  for (const { index: at, name } of namesBetween(text, from, index, names)) {
    if (SPEAKS.test(text.slice(at + name.length))) spoken = names.byName.get(name)!
  }
  return spoken
}

/** Where the text names a product of the category: words inside a name ("AeroRow Club Air Rower") are its name, not a claim. */
export function nameSpans(text: string, { products, derived }: NamedProducts): [number, number][] {
  return namesBetween(text, 0, text.length, derived.of(namesIn, products)).map(({ index, name }) => [index, index + name.length])
}
