import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { comparesOnly, GRADED_WORD, gradedAt } from './factGrades.ts'
import type { Graded } from './factGrades.ts'
import { amountText, factToWrite, hasAmounts, rankedOn, shownAmount } from './factMeasures.ts'
import { factNames, factsNamedAt, measureName, narrowedBy } from './factWords.ts'
import type { FactMeasure } from './factWords.ts'
import { productNamedAt, productSpokenOf } from './productNames.ts'
import { claimsFamily } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseProduct, ProseShelf, ProseSubject } from './ProseFamily.ts'
import { wordAt, wordsOf } from './proseWords.ts'
import type { Word } from './proseWords.ts'

/**
 * Words after a superlative that set what it ranks among: "in our recumbent tests", "of the bikes
 * we reviewed", "we have tested", "of any rower", "in its class". Whatever they say, the catalogue's
 * products of the category are what it is held to.
 */
const SCOPE = /^(?:\s+[\w-]+){0,2}?\s+(?:(?:in|of|among|from|on|across)\s+(?:all\s+|any\s+|every\s+)?(?:(?:our|the|this|these|its)\s+)?(?:[\w-]+\s+){0,3}?(?:tests?|testing|reviews?|rankings?|list|line-?up|catalogue|category|range|class|group|round-?up|field|market|ones|[\w-]+s)\b|(?:[\w-]+\s+){0,4}?we(?:'ve|\s+have)?\s+(?:ever\s+)?(?:tested|reviewed|measured|tried|rode|rowed|ran|list(?:ed)?|cover(?:ed)?|compared)\b|(?:of|than)\s+any\b(?:\s+other)?(?:\s+[\w-]+){0,2}|here\b)/i

/** After "than": the product compared with, or "any" (a superlative in other words). */
const THAN_WHOM = /^\s+(?:(?:that|those)\s+of\s+|on\s+)?(?:the\s+)?/i
const THAN_ANY = /^\s+(?:any(?:thing|one)?|all|every)\b[^.;:!?,()—–]*/i

/**
 * A claim read from the words: the quoted words, the words it is reported at and where, what it is
 * held to, and the product it speaks of when that is not the text's own.
 */
type Claim = { quote: string; at: string; index: number; graded: Graded; against: 'category' | ProseProduct; scoped: boolean; speaker?: ProseProduct | undefined }

/**
 * Superlatives and comparisons over facts, computed from the catalogue: "the highest capacity of
 * our recumbents" holds only while no recumbent has a higher one, "more programs than the Peakform
 * Trail X5" only while it has more. A superlative that ranks the product among others without a
 * fact the catalogue can tell ("the most comfortable bike we tested") is refused, asking for one.
 */
export const factComparisonsFamily: ProseFamily = claimsFamily<Claim>({
  name: 'fact comparisons',
  mayMatch: new RegExp(GRADED_WORD.source, 'i'),
  key: (context) => context.subject?.product.category ?? '',
  read: (text, { subject }) => (subject ? claimsIn(subject.categoryProducts, subject.book, subject.product.category, text) : []),
  judge: (claims, _text, context) => {
    const subject = context.subject!
    return claims.flatMap((claim) => {
      const message = judge(claim, claim.speaker ?? subject.product, subject, context)
      return message ? [{ index: claim.index, text: claim.at, message }] : []
    })
  },
})

/**
 * The claims of a text, read once per text and category in a check (reviews and descriptions
 * repeat sentences); what they say of a product is judged apart, against its facts.
 */
function claimsIn(products: readonly ProseProduct[], book: FactBook, category: CategorySlug, text: string): readonly Claim[] {
  const claims: Claim[] = []
  let claimed = 0
  const than = /\bthan\b/i.test(text)
  // The words are read only for a text with a word that may claim something: most have none.
  let read: readonly Word[] | undefined
  for (const match of text.matchAll(GRADED_WORD)) {
    if (!than && comparesOnly(match[0])) continue
    const words = (read ??= wordsOf(text))
    const at = match.index < claimed ? undefined : wordAt(words, match.index)
    const graded = at === undefined ? undefined : gradedAt(text, words, at, book, category)
    const claim = graded && claimOf(text, words, graded, { products, book, category })
    if (!graded || !claim) continue
    claims.push({ ...claim, speaker: productSpokenOf(text, claim.index, { products, derived: book.derived }) })
    claimed = words[graded.next - 1]!.end
  }
  return claims
}

/** The claim a graded phrase makes: a superlative (scoped or not), or a comparison with a named product or with any. */
function claimOf(text: string, words: readonly Word[], graded: Graded, shelf: ProseShelf): Claim | undefined {
  const start = words[graded.from]!.start
  const end = words[graded.next - 1]!.end
  const at = text.slice(start, end)
  const rest = clause(text.slice(end))
  if (graded.plain) return { quote: at, at, index: start, graded, against: 'category', scoped: true }
  if (graded.most) {
    const scope = SCOPE.exec(rest)
    // "the tallest" with no noun and no "in our tests" may speak of anything named before it.
    if (!scope && !graded.noun) return undefined
    return { quote: text.slice(start, end + (scope?.[0].length ?? 0)), at, index: start, graded, against: 'category', scoped: scope !== null }
  }
  // A comparison: "more programs than the Peakform Trail X5", "lighter than any rower we list".
  const after = text.slice(end)
  const next = /^\s+than\b/i.exec(rest)?.[0].length
  const than = next ?? sharedThan(after)
  if (than === undefined) return undefined
  // A list's shared "than" is quoted apart: "heavier flywheel … than the Glide 400".
  const quoted = (to: number) => (next === undefined ? `${at} … ${text.slice(end + than - 4, to).trim()}` : text.slice(start, to))
  const compared = withFactBefore(text, words, graded, shelf)
  const any = THAN_ANY.exec(after.slice(than))
  if (any) return { quote: quoted(end + than + any[0].length), at, index: start, graded: { ...compared, most: true }, against: 'category', scoped: true }
  const from = end + than + (THAN_WHOM.exec(after.slice(than))?.[0].length ?? 0)
  const named = productNamedAt(text, from, { products: shelf.products, derived: shelf.book.derived })
  if (!named) return undefined
  return { quote: quoted(named.end), at, index: start, graded: compared, against: named.product, scoped: true }
}

/**
 * "a longer stride, more levels and a heavier flywheel than the Glide 400": each comparison of a
 * list shares its "than". Returns how far into the rest that "than" ends.
 */
function sharedThan(after: string): number | undefined {
  const stop = after.search(/[.;:!?]/)
  const than = /\bthan\b/i.exec(stop < 0 ? after : after.slice(0, stop))
  if (!than) return undefined
  const between = after.slice(0, than.index).split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((part) => part.trim())
  if (between.length === 0 || between.some((part) => part.trim().split(/\s+/).length > 4)) return undefined
  return than.index + than[0].length
}

/** "its rail is longer than": a comparison with no noun of its own whose fact is named just before it. */
function withFactBefore(text: string, words: readonly Word[], graded: Graded, shelf: ProseShelf): Graded {
  if (graded.noun) return graded
  const names = factNames(shelf.book, shelf.category)
  for (let at = graded.from - 1; at >= Math.max(0, graded.from - 3); at--) {
    const named = factsNamedAt(text, words, at, names)
    const linked = named && words.slice(named.next, graded.from).every((word) => /^(?:is|are|was|were|feels|looks|sits|much|far|slightly|a|bit|little)$/.test(word.lower))
    if (named && linked) return { ...graded, measures: named.measures }
  }
  return graded
}

/** The rest of the clause: up to its next stop or comma. */
function clause(text: string): string {
  const stop = text.search(/[.;:!?,()—–]/)
  return stop < 0 ? text : text.slice(0, stop)
}

function judge(claim: Claim, speaker: ProseProduct, subject: ProseSubject, context: ProseContext): string | undefined {
  const measure = claim.graded.measures.find(hasAmounts)
  if (!measure) {
    if (!claim.scoped) return undefined
    if (claim.graded.measures.length) return `"${claim.quote}": ${measureName(claim.graded.measures[0]!)} has no amount to compare; say what it is (${factToWrite(claim.graded.measures[0]!, context.tokens.review)}) without ranking it`
    return unknownFact(claim, subject)
  }
  const own = shownAmount(subject.book, speaker, measure)
  const name = measureName(measure)
  if (claim.graded.plain) return own === undefined ? undefined : middle(claim, speaker, measure, own, subject, context)
  if (own === undefined) return `"${claim.quote}": ${speaker.title} has no ${name} in the catalogue, so the claim cannot be told; add ${measure.def.key} to its facts, or drop the claim`
  const show = (amount: number) => amountText(amount, measure, subject.book.system)
  const more = measure.def.kind === 'count' ? (claim.graded.up ? 'more' : 'fewer') : claim.graded.up ? 'a higher' : 'a lower'
  const instead = `say what it has (${factToWrite(measure, context.tokens.review)}), or drop the ${claim.against === 'category' ? 'superlative' : 'comparison'}`
  if (claim.against !== 'category') {
    const theirs = shownAmount(subject.book, claim.against, measure)
    if (theirs === undefined) return `"${claim.quote}": ${claim.against.title} has no ${name} in the catalogue, so the comparison cannot be told; compare a fact both have, or drop it`
    if (claim.graded.up ? own > theirs : own < theirs) return undefined
    return `"${claim.quote}" is not so: ${speaker.title} has ${show(own)} and ${claim.against.title} ${show(theirs)} (${name}); ${instead}`
  }
  const better = beaten(claim, speaker, measure, own, subject)
  if (better.length <= (claim.graded.oneOf ? 2 : 0)) return undefined
  const [best] = better
  const many = better.length > 1 ? `${better.length} products of its category have ${more} ${name}, the ${claim.graded.up ? 'highest' : 'lowest'} ` : ''
  return `"${claim.quote}" is not so: ${many}${best!.product.title} ${many ? 'with' : `has ${more} ${name}:`} ${show(best!.amount)}, against ${show(own)} for ${speaker.title}; ${instead}`
}

/** The category's products that beat the speaker on the measure, the best first (among those the claim's words narrow it to). */
function beaten(claim: Claim, speaker: ProseProduct, measure: FactMeasure, own: number, subject: ProseSubject): { product: ProseProduct; amount: number }[] {
  const narrow = narrowedBy(claim.graded.qualifiers.concat(claim.quote.toLowerCase().split(/[^\w-]+/)), subject.book, subject.product.category)
  const sign = claim.graded.up ? 1 : -1
  const ranked = rankedOn(subject.categoryProducts, subject.book, measure.def, measure.side)
  const better = ranked.filter(({ product, amount }) => (amount - own) * sign > 1e-9 && product.id !== speaker.id && narrow.every((fits) => fits(product)))
  return claim.graded.up ? better.reverse() : better
}

/**
 * A plain "long rail" holds while the product is on that side of its category's middle: at or
 * above the median of the products that have the fact (at or below it for "low", "short", "light").
 * With fewer than three such products there is no middle to tell, and the word stands.
 */
function middle(claim: Claim, speaker: ProseProduct, measure: FactMeasure, own: number, subject: ProseSubject, context: ProseContext): string | undefined {
  const amounts = rankedOn(subject.categoryProducts, subject.book, measure.def, measure.side).map((ranked) => ranked.amount)
  if (amounts.length < 3) return undefined
  const half = amounts.length / 2
  const median = amounts.length % 2 ? amounts[Math.floor(half)]! : (amounts[half - 1]! + amounts[half]!) / 2
  if (claim.graded.up ? own >= median : own <= median) return undefined
  const show = (amount: number) => amountText(amount, measure, subject.book.system)
  return `"${claim.quote}" is not so: ${speaker.title}'s ${measureName(measure)} is ${show(own)}, ${claim.graded.up ? 'below' : 'above'} the middle of the ${amounts.length} products of its category that have one (${show(median)}); say what it has (${factToWrite(measure, context.tokens.review)}), or drop the word`
}

function unknownFact(claim: Claim, subject: ProseSubject): string {
  const facts = subject.book.defs(subject.product.category).filter((def) => hasAmounts({ def }))
  const named = facts.map((def) => def.label.toLowerCase()).join(', ')
  return `"${claim.quote}" ranks the product by no fact the catalogue holds, so it cannot be told; name the fact it means (${named}) and the claim is computed, or say what the product does without ranking it`
}
