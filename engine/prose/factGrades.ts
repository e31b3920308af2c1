import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { measureOf } from '../facts/units.ts'
import { factNames, factsNamedAt, itemNamedAt, PERSON_WORDS } from './factWords.ts'
import type { FactMeasure, Side } from './factWords.ts'
import { adjacent, entryOf } from './proseWords.ts'
import type { Word } from './proseWords.ts'

/** What a graded adjective means when it grades the product itself: "the lightest rower" is its weight. */
type Meaning = { key: string } | { side: Side }

/** An adjective that grades an amount: up for more of it ("longer"), down for less ("lighter"). */
type Grade = { up: boolean; means?: Meaning }

const GRADES: Readonly<Record<string, Grade>> = {
  high: { up: true },
  low: { up: false },
  long: { up: true, means: { side: 'length' } },
  short: { up: false, means: { side: 'length' } },
  light: { up: false, means: { key: 'weight' } },
  heavy: { up: true, means: { key: 'weight' } },
  large: { up: true, means: { side: 'area' } },
  big: { up: true, means: { side: 'area' } },
  small: { up: false, means: { side: 'area' } },
  compact: { up: false, means: { side: 'area' } },
  wide: { up: true, means: { side: 'width' } },
  narrow: { up: false, means: { side: 'width' } },
  tall: { up: true, means: { side: 'height' } },
  steep: { up: true, means: { key: 'inclineMax' } },
  powerful: { up: true, means: { key: 'motor' } },
}

/** "highest" and "higher" are "high" graded: which adjective, and whether it is the superlative. */
const FORMS: Readonly<Record<string, { stem: string; most: boolean }>> = Object.fromEntries(
  Object.keys(GRADES).flatMap((stem) => {
    const base = stem.endsWith('e') ? stem.slice(0, -1) : stem.endsWith('y') ? `${stem.slice(0, -1)}i` : stem === 'big' ? 'bigg' : stem
    return stem === 'compact' || stem === 'powerful' ? [] : [[`${base}est`, { stem, most: true }], [`${base}er`, { stem, most: false }]]
  }),
)

/** Where a graded phrase may start: the families read the words around these only. */
export const GRADED_WORD = new RegExp(String.raw`\b(?:${[...Object.keys(GRADES), ...Object.keys(FORMS), 'most', 'least', 'fewest', 'more', 'less', 'fewer'].join('|')}|[a-z]{3,}est)\b`, 'gi')

/**
 * Whether a graded word can make a claim only with "than" after it: a comparative ("longer", "more")
 * compares with something, and without a "than" in the text there is nothing it is compared with.
 */
export function comparesOnly(word: string): boolean {
  const lower = word.toLowerCase()
  return lower === 'more' || lower === 'less' || lower === 'fewer' || FORMS[lower]?.most === false
}

/** Words ending in "est" that grade nothing; "best" is the ranking's word (rank claims). */
const NOT_GRADED = new Set(['backrest', 'armrest', 'footrest', 'headrest', 'best', 'test', 'latest', 'interest', 'rest', 'request', 'honest', 'modest', 'forest', 'guest', 'chest', 'suggest', 'harvest', 'contest', 'protest', 'nest', 'west', 'earnest'])

const OWNERS = new Set(['the', 'its', 'our', 'their'])

/** A graded phrase read from the words: what it grades and where its words end. */
export type Graded = {
  /** The first word of the claim ("one" of "one of the longest", else the graded word) and the word after its phrase. */
  from: number
  next: number
  most: boolean
  up: boolean
  /** The facts it grades; empty when no fact can be told ("the most comfortable"). */
  measures: FactMeasure[]
  /** Words between the adjective and the product's noun ("folding" of "the lightest folding rower"). */
  qualifiers: string[]
  /** "one of the longest": it claims a place among the first three, not the first. */
  oneOf: boolean
  /** Whether a noun follows the adjective (a fact's, the product's or another's): "the tallest" alone has none. */
  noun: boolean
  /** "a long rail", "a low step-up": the plain adjective, which sets the product against its category's middle. */
  plain?: true
}

/**
 * "a long rail", "a low step-up", "a high capacity": a plain adjective right before a fact's name
 * (one word may come between: "a long aluminium rail"). Counts are left out ("high levels" is a
 * setting), and so is a fact the adjective cannot grade ("a wide deck": the deck's length is the fact).
 */
function plainAt(text: string, words: readonly Word[], at: number, book: FactBook, category: CategorySlug): Graded | undefined {
  const grade = entryOf(GRADES, words[at]!.lower)
  if (!grade) return undefined
  const names = factNames(book, category)
  for (let noun = at + 1; noun <= at + 2 && noun < words.length; noun++) {
    if (!adjacent(text, words[noun - 1]!, words[noun]!)) return undefined
    const named = factsNamedAt(text, words, noun, names)
    if (!named) continue
    const measures = named.measures.filter((measure) => grades(grade, measure))
    return measures.length ? { from: at, next: named.next, most: false, up: grade.up, measures, qualifiers: [], oneOf: false, noun: true, plain: true } : undefined
  }
  return undefined
}

/** Whether a plain adjective can grade the fact: "long" a length, "tall" a height, "light" a weight, "high" and "low" any quantity. */
function grades(grade: Grade, { def, side }: FactMeasure): boolean {
  const means = grade.means
  if (def.kind === 'size') return side === 'area' && means !== undefined && 'side' in means && means.side === 'area'
  if (def.kind !== 'quantity') return false
  if (!means) return true
  if ('key' in means) return def.key === means.key
  const height = /height/i.test(def.label)
  return means.side === 'length' ? def.unit !== undefined && measureOf(def.unit) === 'length' && !height : means.side === 'height' && height
}

/** What is known of a graded word before the words after it are read. */
type Start = Omit<Graded, 'measures' | 'qualifiers' | 'noun'> & { means?: Meaning | undefined; unknown: boolean }

/**
 * The graded phrase at word `at`, if that word grades an amount: "highest capacity", "the lightest
 * rower", "more programs", "the most compact", "the quietest". Words that grade people ("our
 * tallest tester") or a setting of the product ("at its highest level") are not claims.
 */
export function gradedAt(text: string, words: readonly Word[], at: number, book: FactBook, category: CategorySlug): Graded | undefined {
  const before = words[at - 1]?.lower ?? ''
  // "not the most compact machine" claims no place.
  if (words.slice(Math.max(0, at - 3), at).some((word) => /^(?:not|isn't|never|nor|far)$/.test(word.lower))) return undefined
  const plain = plainAt(text, words, at, book, category)
  if (plain) return plain
  if (before === 'its' || (before === 'the' && words[at - 2]?.lower === 'at')) return undefined
  const start = startAt(text, words, at, book, category)
  if (!start) return undefined
  return phrase(text, words, start, book, category)
}

function startAt(text: string, words: readonly Word[], at: number, book: FactBook, category: CategorySlug): Start | undefined {
  const word = words[at]!.lower
  const before = words[at - 1]?.lower ?? ''
  const oneOf = before === 'the' && words[at - 2]?.lower === 'of' && words[at - 3]?.lower === 'one'
  const from = oneOf ? at - 3 : at
  const form = entryOf(FORMS, word)
  const graded = form && GRADES[form.stem]!
  if (form && graded) return { from, next: at + 1, most: form.most, up: graded.up, means: graded.means, oneOf: oneOf && form.most, unknown: false }
  if (/^(?:most|least|fewest|more|less|fewer)$/.test(word)) {
    const most = /^(?:most|least|fewest)$/.test(word)
    const up = /^(?:most|more)$/.test(word)
    const following = words[at + 1]?.lower
    if ((most && !OWNERS.has(before)) || !following || /^(?:of|than|and|or|to|in|on|at|for|with|from|often|likely|people|owners|users|riders)$/.test(following)) return undefined
    if (following === 'compact' || following === 'powerful') {
      const adjective = GRADES[following]!
      return { from, next: at + 2, most, up: up === adjective.up, means: adjective.means, oneOf: oneOf && most, unknown: false }
    }
    const counted = factsNamedAt(text, words, at + 1, factNames(book, category)) !== undefined
    return { from, next: counted ? at + 1 : at + 2, most, up, oneOf: oneOf && most, unknown: !counted }
  }
  if (word.endsWith('est') && word.length > 5 && OWNERS.has(before) && !NOT_GRADED.has(word)) return { from, next: at + 1, most: true, up: true, oneOf, unknown: true }
  return undefined
}

const BARE_AFTER = /^(?:of|in|among|than|we|on|from|here|at|and|but|with|for|to|you|it|yet|so|ever)$/

function phrase(text: string, words: readonly Word[], { means, unknown, ...start }: Start, book: FactBook, category: CategorySlug): Graded | undefined {
  if (!unknown) {
    const found = factsNamedAt(text, words, start.next, factNames(book, category))
    // "the lightest folding rower": a yes/no fact's name narrows the set, it is not what is graded.
    const named = found?.measures.every((measure) => measure.def.kind === 'yesno') ? undefined : found
    // "the steepest levels" grades some of its levels (a setting), not how many it has.
    if (named && means && 'key' in means && named.measures.every((measure) => measure.def.key !== means.key)) return undefined
    if (named) return { ...start, next: named.next, measures: named.measures, qualifiers: [], noun: true }
  }
  const own = () => (unknown ? [] : meant(means, book, category))
  const qualifiers: string[] = []
  for (let at = start.next; at <= start.next + 2 && at < words.length; at++) {
    if (at > start.next && !adjacent(text, words[at - 1]!, words[at]!)) break
    if (PERSON_WORDS.test(words[at]!.lower)) return undefined
    const item = itemNamedAt(words, at, category)
    if (item !== undefined) return { ...start, next: item, measures: own(), qualifiers, noun: true }
    qualifiers.push(words[at]!.lower)
  }
  // Nothing after the adjective names the product or a fact: it grades the product ("the shortest of"), or something else ("the lightest flywheel").
  const after = words[start.next]
  const bare = !after || !adjacent(text, words[start.next - 1]!, after) || BARE_AFTER.test(after.lower)
  return bare ? { ...start, measures: own(), qualifiers: [], noun: false } : { ...start, next: start.next + 1, measures: [], qualifiers: [], noun: true }
}

/** The fact a graded adjective means of the product itself, among the category's facts. */
function meant(means: Meaning | undefined, book: FactBook, category: CategorySlug): FactMeasure[] {
  if (!means) return []
  const def = 'key' in means ? book.def(category, means.key) : book.defs(category).find((candidate) => candidate.kind === 'size')
  return def ? [{ def, side: 'side' in means ? means.side : undefined }] : []
}
