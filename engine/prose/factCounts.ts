import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { allAmounts, factToWrite } from './factMeasures.ts'
import { factNames, factsNamedAt, measureName } from './factWords.ts'
import type { FactMeasure } from './factWords.ts'
import { productSpokenOf } from './productNames.ts'
import { claimsFamily } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseProduct, ProseShelf, ProseSubject } from './ProseFamily.ts'
import { aboutAnother, adjacent, boundBefore, entryOf, fits, numberOf, WORD_NUMBERS, wordAt, wordsOf } from './proseWords.ts'
import type { Bound, Word } from './proseWords.ts'

/** "16-level", "24-program": a figure joined to its noun. */
const JOINED = /^(\d+)-([a-z]+)$/i
/**
 * Where a count may be: a whole number in figures or words, not a price, a decimal, a size ("20 x
 * 60"), a range or a difference ("two more levels"); "one" is left out ("up one level at a time").
 */
const FIGURE = new RegExp(String.raw`(?<![\w.$€£])(?:\d+|${Object.keys(WORD_NUMBERS).filter((word) => word !== 'one').join('|')})(?![\w.]|\s*(?:x|×|by|to|-|–)\s*\d|\s+(?:more|fewer|extra|additional|less|times)\b)`, 'gi')

/**
 * A count said in words: the figure and its bound, the words from the figure to the noun, the facts
 * the noun names, and the product it speaks of when that is not the text's own.
 */
type CountClaim = { said: number; bound: Bound; start: number; end: number; measures: FactMeasure[]; speaker?: ProseProduct | undefined }

/**
 * Counts in a product's text held to its count facts, as weights and warranties are: "12 incline
 * levels", "24 programs", "a 16-level magnetic brake". A count for a fact the product lacks is
 * refused too: its pages and its score read none, whatever the text says.
 */
export const factCountsFamily: ProseFamily = claimsFamily<CountClaim>({
  name: 'fact counts',
  mayMatch: new RegExp(FIGURE.source, 'i'),
  // The counts a text states are read once per text and category: the category's fact names say which fact a noun is.
  key: (context) => context.subject?.product.category ?? '',
  read: (text, { subject }) => (subject && countNouns(subject.book, subject.product.category).test(text) ? countsIn(subject.categoryProducts, subject.book, subject.product.category, text) : []),
  judge: (claims, text, context) => {
    const subject = context.subject!
    return claims.flatMap((claim) => {
      const message = judge(text.slice(claim.start, claim.end), claim, claim.speaker ?? subject.product, subject, context)
      return message ? [{ index: claim.start, text: text.slice(claim.start, claim.end), message }] : []
    })
  },
})

/**
 * Every word of the names of the category's count facts, as one test: a text with none of them
 * states no count, and most texts are passed over before a figure is read.
 */
function countNounsOf(book: FactBook, category: CategorySlug): RegExp {
  const words = new Set(factNames(book, category).filter((name) => name.measure.def.kind === 'count').flatMap((name) => name.words.map((word) => word.replace(/(?:es|s)$/, ''))))
  const alternatives = [...words].filter(Boolean).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return alternatives.length ? new RegExp(`\\b(?:${alternatives.join('|')})(?:e?s)?\\b`, 'i') : /$^/
}

const countNouns = (book: FactBook, category: CategorySlug): RegExp => book.derived.of(countNounsOf, book, category)

/** The counts a text states, read once per text and category in a check; judged per product. */
function countsIn(products: readonly ProseProduct[], book: FactBook, category: CategorySlug, text: string): readonly CountClaim[] {
  const claims: CountClaim[] = []
  const nouns = countNouns(book, category)
  // The words are read only once a figure has a count's noun within its next few words.
  let read: readonly Word[] | undefined
  for (const match of text.matchAll(FIGURE)) {
    if (!nouns.test(text.slice(match.index, match.index + 60))) continue
    const words = (read ??= wordsOf(text))
    const at = wordAt(words, match.index)
    const claim = at === undefined ? undefined : countAt(text, words, at, { products, book, category })
    if (claim && !aboutAnother(text, claim.start)) claims.push({ ...claim, speaker: productSpokenOf(text, claim.start, { products, derived: book.derived }) })
  }
  return claims
}

function countAt(text: string, words: readonly Word[], at: number, shelf: ProseShelf): CountClaim | undefined {
  const word = words[at]!
  const joined = JOINED.exec(word.text)
  const said = joined ? Number(joined[1]) : numberOf(word.text)
  if (said === undefined) return undefined
  const names = factNames(shelf.book, shelf.category).filter((name) => name.measure.def.kind === 'count')
  // The noun follows the figure, maybe after a word or two ("16 magnetic levels", "24 preset workouts").
  const nouns: Word[] = joined ? [{ ...word, text: joined[2]!, lower: joined[2]!.toLowerCase() }, ...words.slice(at + 1)] : words.slice(at + 1)
  for (let i = 0; i < 3 && i < nouns.length; i++) {
    if (i > 0 && !adjacent(text, nouns[i - 1]!, nouns[i]!)) return undefined
    if (i === 0 && !joined && !adjacent(text, word, nouns[0]!)) return undefined
    if (numberOf(nouns[i]!.text) !== undefined || /^(?:of|and|or|with|for|per|to|in|on|minutes?|weeks?|days?|months?|years?|hours?)$/.test(nouns[i]!.lower)) return undefined
    const named = factsNamedAt(text, nouns, i, names)
    if (!named) continue
    const end = nouns[named.next - 1]!.end
    // "levels of power incline": the words up to the phrase's end say which levels.
    let last = named.next
    while (last < Math.min(nouns.length, named.next + 3) && adjacent(text, nouns[last - 1]!, nouns[last]!)) last++
    const measures = chosen(named.measures, nouns.slice(0, last).map((noun) => noun.lower))
    return measures.length ? { said, bound: boundBefore(text, word.start).bound, start: word.start, end, measures } : undefined
  }
  return undefined
}

/** Words beside "levels" that say which levels they are. */
const LEVEL_KINDS: Readonly<Record<string, string>> = { incline: 'incline', resistance: 'resistance', magnetic: 'resistance', tension: 'resistance', damper: 'resistance' }

/** Of the facts a name gives ("levels"), those the words beside it pick ("incline", "magnetic"); none when they pick a fact the category lacks. */
function chosen(measures: FactMeasure[], beside: readonly string[]): FactMeasure[] {
  const kinds = new Set(beside.flatMap((word) => entryOf(LEVEL_KINDS, word) ?? []))
  if (kinds.size === 0) return measures
  return measures.filter((measure) => [...kinds].some((kind) => measure.def.label.toLowerCase().includes(kind)))
}

function judge(words: string, claim: CountClaim, product: ProseProduct, subject: ProseSubject, context: ProseContext): string | undefined {
  const amounts = claim.measures.map((measure) => ({ measure, amounts: allAmounts(subject.book, product, measure) }))
  if (amounts.some((entry) => entry.amounts.some((amount) => fits(claim.said, amount, claim.bound, 0, claim.said * 0.1)))) return undefined
  const [first] = amounts
  const measure = first!.measure
  if (amounts.every((entry) => entry.amounts.length === 0)) {
    return `"${words}": ${product.title} has no ${measureName(measure)} in the catalogue, so its pages and scores read none; add ${measure.def.key} to its catalogue facts, or drop the claim`
  }
  const has = amounts.filter((entry) => entry.amounts.length).map((entry) => `${entry.amounts.join(' / ')} ${measureName(entry.measure)}`)
  return `"${words}" contradicts the facts: ${product.title} has ${has.join(' and ')}; write ${factToWrite(amounts.find((entry) => entry.amounts.length)!.measure, context.tokens.review)}`
}
