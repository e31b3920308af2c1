import type { FactBook } from '../facts/FactBook.ts'
import type { FactValue, WarrantyPart, WarrantyTerms } from '../facts/FactValue.ts'
import { claimsFamily, anyOf } from './ProseFamily.ts'
import type { ProseFamily, ProseFinding, ProseProduct } from './ProseFamily.ts'

/**
 * The facts of one product that prose states with a number: what its review and catalogue entry
 * are held to. A list holds every value the product has for a fact (the maker's and the measured).
 */
type ProductFacts = {
  title: string
  maxUserWeight: readonly number[]
  weight: readonly number[]
  warranty?: WarrantyTerms | undefined
}

const WORD_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 }
const YEARS = `(\\d+|${Object.keys(WORD_NUMBERS).join('|')})[- ](?:year|yr)s?`
const PART = '(frame|motor|parts|labou?r)'
const PART_YEARS = new RegExp(`\\b${YEARS}\\s+(?:of\\s+(?:cover|warranty)\\s+)?(?:(?:on|for)\\s+(?:the\\s+)?)?${PART}\\b`, 'gi')
const LIFETIME_PART = new RegExp(`\\blifetime\\s+(?:(?:cover|warranty)\\s+on\\s+the\\s+)?${PART}\\b`, 'gi')
const WARRANTY_YEARS = new RegExp(`\\b${YEARS}\\s+(?:warranty|guarantee)\\b`, 'gi')
const PART_COVER = /\b(?:cover|warranty|guarantee)\s+on\s+the\s+(frame|motor)\b|\b(frame|motor)\s+(?:warranty|guarantee)\b/gi
const POUNDS = /\b(\d{2,4}(?:\.\d+)?)\s*-?\s*(?:lb|lbs|pounds)\b/gi
/** Words before a pound figure that make it the capacity ("rated for 300 lb") or the weight ("weighs 70 lb"). */
const CAPACITY_BEFORE = /(?:capacity|rated|users?\s+up\s+to|user\s+weight|weight\s+limit|supports?|max(?:imum)?\s+(?:user\s+)?weight|(?:riders?|rowers?|runners?|walkers?)\s+(?:of\s+)?up\s+to)(?:\s+(?:for|of|at|to|up\s+to))?\s*$/i
const WEIGHT_BEFORE = /(?:weighs|weight\s+of)(?:\s+(?:about|around|only|just))?\s*$/i
/** Words after it: "300 lb capacity", "285 lb rated frame"; "24 lb machine" is the weight. */
const CAPACITY_AFTER = /^\s*(?:(?:user\s+)?capacity|(?:weight\s+)?limit|max|rated|maximum|frame(?!\s+rated))/i
const WEIGHT_AFTER = /^\s*(?:frame\s+rated|machine|unit|rower|bike|trainer)\b/i

const same = (a: number, values: readonly number[], tolerance: number) => values.some((value) => Math.abs(value - a) <= tolerance)
const yearsOf = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word)
const partOf = (word: string): WarrantyPart => (word.toLowerCase().startsWith('labo') ? 'labor' : (word.toLowerCase() as WarrantyPart))

/** A figure the text states: a part's years, a warranty's years, a part's own cover, or pounds of capacity or weight. */
type Figure = { index: number; words: string } & (
  | { kind: 'part-years'; part: WarrantyPart; said: number | 'lifetime' }
  | { kind: 'warranty-years'; years: number }
  | { kind: 'part-cover'; part: WarrantyPart }
  | { kind: 'pounds'; amount: number; key: 'maxUserWeight' | 'weight' }
)

/**
 * Numbers with a unit that name a fact of the product (warranty years, capacity and weight in
 * pounds) and say something else; a fact the product lacks is not compared. The figures are read
 * once per text, whatever the product, and held to each product's facts.
 */
export const factFiguresFamily: ProseFamily = claimsFamily<Figure>({
  name: 'fact figures',
  mayMatch: anyOf(/year|yr|lifetime|warranty|guarantee|cover|lb|pound/i, PART_YEARS, LIFETIME_PART, WARRANTY_YEARS, PART_COVER, POUNDS),
  key: () => '',
  read: figuresIn,
  judge: (figures, _text, { subject }) => (subject ? figures.flatMap((figure) => judged(figure, subject.book.derived.of(factsOfProduct, subject.book, subject.product)) ?? []) : []),
})

function figuresIn(text: string): Figure[] {
  const figures: Figure[] = []
  const at = (match: RegExpExecArray) => ({ index: match.index, words: match[0] })
  for (const match of text.matchAll(PART_YEARS)) figures.push({ ...at(match), kind: 'part-years', part: partOf(match[2]!), said: yearsOf(match[1]!) })
  for (const match of text.matchAll(LIFETIME_PART)) figures.push({ ...at(match), kind: 'part-years', part: partOf(match[1]!), said: 'lifetime' })
  for (const match of text.matchAll(WARRANTY_YEARS)) figures.push({ ...at(match), kind: 'warranty-years', years: yearsOf(match[1]!) })
  for (const match of text.matchAll(PART_COVER)) figures.push({ ...at(match), kind: 'part-cover', part: partOf(match[1] ?? match[2]!) })
  // "rated for 300 lb" is the capacity, "weighs 70 lb" the weight; a pound figure near neither word is not compared.
  for (const match of text.matchAll(POUNDS)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index)
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20)
    const capacity = CAPACITY_BEFORE.test(before) || CAPACITY_AFTER.test(after)
    const weight = !capacity && (WEIGHT_BEFORE.test(before) || WEIGHT_AFTER.test(after))
    if (capacity || weight) figures.push({ ...at(match), kind: 'pounds', amount: Number(match[1]), key: capacity ? 'maxUserWeight' : 'weight' })
  }
  return figures
}

const WARRANTY_HINT = `write {fact:warranty.<part>} or {fact:warranty}, which show the catalogue's warranty`

/** What the figure says against the product's facts, or undefined when it agrees (or the product lacks the fact). */
function judged(figure: Figure, facts: ProductFacts): ProseFinding | undefined {
  const finding = (message: string) => ({ index: figure.index, text: figure.words, message })
  const terms = facts.warranty
  switch (figure.kind) {
    case 'part-years': {
      if (!terms) return undefined
      const actual = durationYears(terms, figure.part)
      if (actual === figure.said) return undefined
      const fact = actual === undefined ? `no ${figure.part} warranty` : actual === 'lifetime' ? `a lifetime ${figure.part} warranty` : `a ${actual}-year ${figure.part} warranty`
      return finding(`"${figure.words}" contradicts the facts: ${facts.title} has ${fact}; ${WARRANTY_HINT}`)
    }
    case 'warranty-years': {
      if (!terms || (Object.keys(terms) as WarrantyPart[]).some((part) => durationYears(terms, part) === figure.years)) return undefined
      return finding(`"${figure.words}": no part of ${facts.title}'s warranty lasts ${figure.years} years; ${WARRANTY_HINT}`)
    }
    case 'part-cover':
      return !terms || terms[figure.part] ? undefined : finding(`"${figure.words}": ${facts.title}'s warranty does not cover the ${figure.part} separately; say what it covers ({fact:warranty})`)
    case 'pounds': {
      const values = facts[figure.key]
      if (values.length === 0 || same(figure.amount, values, 0.5)) return undefined
      const what = figure.key === 'maxUserWeight' ? 'a max user weight' : 'a weight'
      return finding(`"${figure.words}" contradicts the facts: ${facts.title} has ${what} of ${values.join(' / ')} lb; write {fact:${figure.key}}`)
    }
  }
}

function durationYears(terms: WarrantyTerms, part: WarrantyPart): number | 'lifetime' | undefined {
  const duration = terms[part]
  if (!duration) return undefined
  if (duration.lifetime) return 'lifetime'
  return duration.time.unit === 'yr' ? duration.time.amount : duration.time.unit === 'month' ? duration.time.amount / 12 : duration.time.amount / 365
}

/** The product's facts that figures are held to, read once per fact book and catalogue entry. */
function factsOfProduct(book: FactBook, product: ProseProduct): ProductFacts {
  const amounts = (key: string, unit: string) =>
    [book.claimed(product, key), book.measured(product, key)].flatMap((value) => (value?.typed?.kind === 'quantity' && value.typed.quantity.unit === unit ? [value.typed.quantity.amount] : []))
  const warranty: FactValue | undefined = book.claimed(product, 'warranty')
  return {
    title: product.title,
    maxUserWeight: amounts('maxUserWeight', 'lb'),
    weight: amounts('weight', 'lb'),
    warranty: warranty?.typed?.kind === 'warranty' ? warranty.typed.terms : undefined,
  }
}
