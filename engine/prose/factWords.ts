import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import type { FactDef } from '../facts/FactDef.ts'
import type { FactValue } from '../facts/FactValue.ts'
import { adjacent, entryOf, sameWord } from './proseWords.ts'
import type { Word } from './proseWords.ts'
import { SPEC_SYNONYMS } from './specSynonyms.ts'

/** One side of a size fact, or its floor area (what "compact" and "footprint" speak of). */
export type Side = 'length' | 'width' | 'height' | 'area'

/** What words of prose name: a fact of the product's category and, for a size, one side of it. */
export type FactMeasure = { def: FactDef; side?: Side | undefined }

/**
 * The names prose gives a fact besides its label, by fact key: "capacity" for the max user
 * weight, "rail" for the rail length. Only the keys a product's category declares are read, so a
 * name means nothing in a category without that fact ("rail" on a machine without one).
 */
const FACT_NAMES: Readonly<Record<string, readonly string[]>> = {
  maxUserWeight: ['capacity', 'weight capacity', 'user capacity', 'weight limit', 'user limit', 'user weight', 'max user weight', 'maximum user weight', 'max weight', 'limit'],
  weight: ['weight', 'machine weight'],
  railLength: ['rail', 'rail length', 'slide rail', 'seat rail', 'beam', 'monorail'],
  deckLength: ['deck', 'deck length', 'belt', 'running surface', 'running deck', 'running belt', 'walking surface', 'walking belt', 'tread belt'],
  strideLength: ['stride', 'stride length'],
  stepUpHeight: ['step-up', 'step up', 'step-up height', 'step height', 'pedal height'],
  stepThroughHeight: ['step-through', 'step through', 'step-through height', 'entry height'],
  seatHeightMax: ['seat height', 'highest seat height', 'saddle height'],
  programs: ['programs', 'programmes', 'workouts', 'workout programs', 'preset programs', 'preset workouts', 'built-in programs', 'built-in workouts'],
  resistanceLevels: ['levels', 'resistance levels', 'resistance settings', 'resistance steps', 'magnetic levels', 'tension levels'],
  inclineLevels: ['levels', 'incline levels', 'incline settings'],
  inclineMax: ['incline', 'max incline', 'maximum incline', 'top incline'],
  inclineMin: ['decline', 'lowest incline'],
  motor: ['motor', 'horsepower'],
  folding: SPEC_SYNONYMS['folding'] ?? [],
}

/** The facts that are the length of one part of a machine, in whichever category has them: "rail" names one even in a category where no fact has that name. */
const PART_LENGTHS = ['railLength', 'deckLength', 'strideLength', 'stepUpHeight', 'stepThroughHeight', 'seatHeightMax']

/** Each name of a part's length, as words, longest first: what a length figure may be attached to. */
export const PART_NAMES: readonly (readonly string[])[] = PART_LENGTHS.flatMap((key) => FACT_NAMES[key] ?? [])
  .map((name) => name.split(/\s+/))
  .sort((a, b) => b.length - a.length)

/** Names of one side of a size fact ("78 inches long" is the overall length). */
const SIZE_NAMES: Readonly<Record<string, Side>> = {
  length: 'length', 'overall length': 'length', width: 'width', 'overall width': 'width', height: 'height', 'overall height': 'height', footprint: 'area', 'floor area': 'area', size: 'area',
}

/** Nouns that stand for the product itself: "the lightest rower", "the longest one". Its category's own words are added. */
const ITEM_NOUNS = ['machine', 'model', 'one', 'unit', 'option', 'pick', 'choice', 'bike', 'cycle', 'rower', 'rowing machine', 'trainer', 'cross trainer', 'cross-trainer', 'recumbent', 'walking pad', 'pedaler', 'stepper']

/** Nouns for people: "the heaviest users", "our tallest tester" speak of them, not of the product. */
export const PERSON_WORDS = /^(?:users?|riders?|runners?|walkers?|testers?|people|persons?|owners?|athletes?|beginners?|adults?|seniors?|households?|families|members?|panel|you|inseams?|legs?)$/

/** A name as words, and what it names. */
type Name = { words: readonly string[]; measure: FactMeasure }

/** Every name of the category's facts, longest first, so "stride length" wins over "length". */
export const factNames = (book: FactBook, category: CategorySlug): readonly Name[] => book.derived.of(namesOfFacts, book, category)

function namesOfFacts(book: FactBook, category: CategorySlug): readonly Name[] {
  const names: Name[] = []
  const add = (name: string, measure: FactMeasure) => names.push({ words: name.toLowerCase().split(/\s+/), measure })
  for (const def of book.defs(category)) {
    if (def.kind === 'size') {
      for (const [name, side] of Object.entries(SIZE_NAMES)) add(name, { def, side })
      continue
    }
    for (const name of new Set([def.label.toLowerCase(), ...(entryOf(FACT_NAMES, def.key) ?? [])])) add(name, { def })
  }
  return names.sort((a, b) => b.words.length - a.words.length)
}

/** The facts named by the words from `at` on, all of one name (several when a name is shared, "levels"), and the word after the name. */
export function factsNamedAt(text: string, words: readonly Word[], at: number, names: readonly Name[]): { measures: FactMeasure[]; next: number } | undefined {
  let found: { measures: FactMeasure[]; next: number } | undefined
  for (const name of names) {
    if (found && name.words.length < found.next - at) break
    const fits = name.words.every((part, i) => {
      const word = words[at + i]
      return word !== undefined && sameWord(word.lower, part) && (i === 0 || adjacent(text, words[at + i - 1]!, word))
    })
    if (!fits) continue
    if (found) found.measures.push(name.measure)
    else found = { measures: [name.measure], next: at + name.words.length }
  }
  return found
}

/** Whether the words from `at` on name the product itself ("rower", "rowing machine", "one"), and the word after them. */
export function itemNamedAt(words: readonly Word[], at: number, category: CategorySlug): number | undefined {
  const own = category.split('-')
  for (const noun of [...ITEM_NOUNS, own.join(' '), ...own]) {
    const parts = noun.split(/[\s]+/)
    if (parts.every((part, i) => words[at + i] !== undefined && sameWord(words[at + i]!.lower, part))) return at + parts.length
  }
  return undefined
}

/** The word prose names a fact by ("rail" for the rail length), for messages that say which word to write. */
export function wordFor(def: FactDef): string {
  return entryOf(FACT_NAMES, def.key)?.[0] ?? def.label.toLowerCase()
}

/** "max user weight", "rail length", "overall length", "footprint": a fact as a message names it. */
export function measureName({ def, side }: FactMeasure): string {
  if (def.kind !== 'size' || !side) return def.label.toLowerCase()
  return side === 'area' ? 'footprint (length × width)' : `overall ${side}`
}

/**
 * What words like "folding" or "magnetic" in a superlative narrow it to ("the lightest folding
 * rower"): products whose yes/no fact of that name is yes, or whose choice holds the word. Other
 * words narrow nothing, so the claim is held to the whole category.
 */
export function narrowedBy(words: readonly string[], book: FactBook, category: CategorySlug): ((product: FactHolder) => boolean)[] {
  const names = factNames(book, category)
  return words.flatMap((word) => {
    const yesno = names.find((name) => name.measure.def.kind === 'yesno' && name.words.length === 1 && sameWord(word, name.words[0]!))
    if (yesno) return [(product: FactHolder) => isYes(book.value(product, yesno.measure.def.key))]
    const choice = book.defs(category).find((def) => def.kind === 'choice' && def.choices?.some((option) => option.split(/\s+/).includes(word)))
    if (choice) return [(product: FactHolder) => choiceOf(book, product, choice.key)?.split(/\s+/).includes(word) ?? false]
    return []
  })
}

function isYes(value: FactValue | undefined): boolean {
  return value?.typed?.kind === 'yesno' && value.typed.yes
}

/** A product's choice for a choice fact ("magnetic"), or undefined when it has none. */
export function choiceOf(book: FactBook, product: FactHolder, key: string): string | undefined {
  const typed = book.value(product, key)?.typed
  return typed?.kind === 'choice' ? typed.text : undefined
}

