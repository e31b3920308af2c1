import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { FactDef } from '../facts/FactDef.ts'
import { convert, measureOf } from '../facts/units.ts'
import { allAmounts, amountText, factToWrite, measureUnit } from './factMeasures.ts'
import { factNames, measureName, PART_NAMES, wordFor } from './factWords.ts'
import type { FactMeasure, Side } from './factWords.ts'
import { lengthFigures, measuresOther } from './lengthFigures.ts'
import type { LengthFigure } from './lengthFigures.ts'
import { productSpokenOf } from './productNames.ts'
import { claimsFamily } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseProduct, ProseShelf, ProseSubject } from './ProseFamily.ts'
import { aboutAnother, fits, sameWord } from './proseWords.ts'

/** "78 inches long", "22-inch-wide", "a length in feet": the side a figure gives. */
const SIDE_AFTER = /^\s*-?\s*(long|wide|tall|high|deep)\b|^\s+in\s+(length|width|height|depth)\b/i
const SIDE_BEFORE = /\b(length|width|height|depth)\s+(?:is\s+|of\s+|at\s+)?$/i
const SIDES: Readonly<Record<string, Side | undefined>> = { long: 'length', length: 'length', wide: 'width', width: 'width', tall: 'height', high: 'height', height: 'height' }
/** A folded machine's size is no fact of the catalogue's: the dimensions are the machine set up. */
const FOLDED = /\bfolded\b|\bfolds?\s+(?:up|away|flat|down)\b|\b(?:stands?|stored|stores)\s+upright\b/i
/** Words between a part and its figure: "the deck is 22 inches", "a rail of just 48 in". */
const LINKING = /^(?:is|are|of|measures|measuring|at|just|only|about|around|roughly|nearly|almost|some|a|an|the|length|height|usable)$/

/** What a figure's words name: a fact of the category, or a length it has no fact for (and what). */
type Named = { measure: FactMeasure; end: number } | { none: string; end: number }

/**
 * Lengths in a product's text held to its facts: the word beside a figure names the fact ("rail"
 * the rail length, "deck" the deck length, "stride", "step-up", "long" the overall length), and the
 * figure must be that fact's, feet and inches alike ("about" allows 5%). A length whose words name
 * no fact the category holds ("18 inches deep", a rail on a machine without one) is refused, asking for one.
 */
export const factLengthsFamily: ProseFamily = claimsFamily<LengthClaim>({
  name: 'fact lengths',
  mayMatch: /\d\s*-?\s*(?:in|inch|inches|ft|feet|foot|cm|mm)\b|\b(?:feet|foot)\b/i,
  // A FAQ's question and a spec row's label say what a length in the answer or the value is.
  key: (context) => `${context.subject?.product.category ?? ''}|${context.question ?? ''}|${context.label ?? ''}`,
  read: (text, { subject, question, label }) => (subject ? lengthsIn(subject.categoryProducts, subject.book, subject.product.category, text, question ?? '', label ?? '') : []),
  judge: (claims, _text, context) => {
    const subject = context.subject!
    return claims.flatMap((claim) => {
      const { named, figure, quote } = claim
      const product = claim.speaker ?? subject.product
      const message = 'none' in named ? noFact(quote, named.none, subject, context) : judge(quote, figure, named.measure, product, subject, context)
      return message ? [{ index: figure.from, text: quote, message }] : []
    })
  },
})

/** A length a text gives: the figure, what its words name, the words quoted, and the product it speaks of when not the text's own. */
type LengthClaim = { figure: LengthFigure; named: Named; quote: string; speaker?: ProseProduct | undefined }

/**
 * The lengths a text gives, read once per text, category, FAQ question and spec label in a check;
 * judged per product. A spec row's value measures what its label names: the label's part ("Rail:
 * 48 in"), or something that is no fact ("Seat: 14 in high"), whose figures are not the product's.
 */
function lengthsIn(products: readonly ProseProduct[], book: FactBook, category: CategorySlug, text: string, question: string, label: string): readonly LengthClaim[] {
  const claims: LengthClaim[] = []
  const labelled = label ? partIn(label) : undefined
  if (label && !labelled) return claims
  for (const figure of lengthFigures(text)) {
    if (aboutAnother(text, figure.index) || measuresOther(figure)) continue
    const named = namedBy(figure, { products, book, category }, question, labelled)
    if (named) claims.push({ figure, named, quote: text.slice(figure.from, named.end), speaker: productSpokenOf(text, figure.index, { products, derived: book.derived }) })
  }
  return claims
}

/** The fact a figure's words name, or the length they name that no fact holds; undefined when no word names a length. */
function namedBy(figure: LengthFigure, shelf: ProseShelf, question: string, labelled: readonly string[] | undefined): Named | undefined {
  const sideAfter = SIDE_AFTER.exec(figure.after)
  const rest = sideAfter ? figure.after.slice(sideAfter[0].length) : figure.after
  const after = partAt(rest.replace(/^[\s-]+/, '').split(/\s+/))
  let part = after ?? partBefore(figure.before) ?? labelled
  const side = (sideAfter?.[1] ?? sideAfter?.[2] ?? SIDE_BEFORE.exec(figure.before)?.[1])?.toLowerCase()
  const partWords = after ? new RegExp(String.raw`^[\s-]*[\w-]+(?:\s+[\w-]+){${after.length - 1}}`).exec(rest)![0].length : 0
  const end = figure.index + figure.text.length + (sideAfter?.[0].length ?? 0) + partWords
  // An answer's "It is 78 inches long" speaks of what its question asks about ("How long is the rail?").
  if (!part && side === 'long' && /^\s*it(?:'s|\s+is|\s+measures)\s+(?:about\s+|around\s+|roughly\s+|just\s+)?$/i.test(figure.sentence) && question) part = partIn(question)
  if (!part && !side) return undefined
  // "20 x 60 in" is a deck's size, whose longer side is the deck length; any other size is a space to leave.
  if (figure.size && part?.[0] !== 'deck' && part?.[0] !== 'belt' && !part?.includes('surface')) return undefined
  if (FOLDED.test(figure.sentence) || FOLDED.test(figure.after)) return { none: 'a folded size', end }
  const defs = shelf.book.defs(shelf.category)
  if (!part) {
    const sized = SIDES[side!]
    const def = defs.find((candidate) => candidate.kind === 'size')
    return sized && def ? { measure: { def, side: sized }, end } : { none: `a ${side === 'deep' ? 'depth' : side}`, end }
  }
  const def = partDef(part, shelf)
  const fitting = def && (side === undefined || (/height/i.test(def.label) ? /^(?:high|tall|height)$/ : /^(?:long|length)$/).test(side))
  return fitting ? { measure: { def }, end } : { none: `the ${part.join(' ')}'s ${side ? (SIDES[side] ?? 'depth') : 'length'}`, end }
}

/** The part a list of words starts with ("rail", "running surface"), if any. */
function partAt(words: readonly string[]): readonly string[] | undefined {
  const lower = words.map((word) => word.toLowerCase().replace(/[^\w-]/g, ''))
  return PART_NAMES.find((name) => name.every((part, i) => lower[i] !== undefined && sameWord(lower[i]!, part)))
}

/** The part named just before a figure, past linking words ("deck of", "the rail is"). */
function partBefore(before: string): readonly string[] | undefined {
  const words = before.trim().split(/\s+/).filter(Boolean)
  while (words.length && LINKING.test(words.at(-1)!.toLowerCase())) words.pop()
  for (let take = 3; take >= 1; take--) {
    const named = words.length >= take ? partAt(words.slice(-take)) : undefined
    if (named && named.length === take) return named
  }
  return undefined
}

function partIn(question: string): readonly string[] | undefined {
  const words = question.split(/\s+/)
  for (let at = 0; at < words.length; at++) {
    const named = partAt(words.slice(at))
    if (named) return named
  }
  return undefined
}

/** The category's length fact a part's name names ("rail": railLength), if it has one. */
function partDef(part: readonly string[], shelf: ProseShelf): FactDef | undefined {
  const name = factNames(shelf.book, shelf.category).find((candidate) => candidate.words.length === part.length && candidate.words.every((word, i) => sameWord(part[i]!, word)))
  const def = name?.measure.def
  return def?.kind === 'quantity' && def.unit && measureOf(def.unit) === 'length' ? def : undefined
}

function judge(quote: string, figure: LengthFigure, measure: FactMeasure, product: ProseProduct, subject: ProseSubject, context: ProseContext): string | undefined {
  const unit = measureUnit(measure)
  const amounts = allAmounts(subject.book, product, measure)
  const name = measureName(measure)
  if (amounts.length === 0) return `"${quote}": ${product.title} has no ${name} in the catalogue, so its pages show none; add ${measure.def.key} to its catalogue facts (under measured if the site measured it), or drop the figure`
  const said = convert({ amount: figure.inches, unit: 'in' }, unit)
  const slack = convert({ amount: figure.slack, unit: 'in' }, unit)
  if (amounts.some((amount) => fits(said, amount, figure.bound, slack, amount * 0.05))) return undefined
  const shown = amounts.map((amount) => amountText(amount, measure, subject.book.system)).join(' / ')
  return `"${quote}" contradicts the facts: ${product.title}'s ${name} is ${shown}; write ${factToWrite(measure, context.tokens.review)}`
}

function noFact(quote: string, what: string, subject: ProseSubject, context: ProseContext): string {
  const defs = subject.book.defs(subject.product.category)
  const token = (def: FactDef) => (context.tokens.review ? `{fact:${def.key}}` : def.key)
  const lengths = defs.filter((def) => def.kind === 'quantity' && def.unit && measureOf(def.unit) === 'length').map((def) => `"${wordFor(def)}" for the ${def.label.toLowerCase()} (${token(def)})`)
  const size = defs.find((def) => def.kind === 'size')
  const words = [...lengths, ...(size ? [`"long", "wide" or "tall" for the overall size (${token(size)})`] : [])]
  return `"${quote}" gives ${what}, which no fact of the catalogue holds; say which length it is, ${words.join(', ')}, and the figure is checked; or drop the figure`
}
