import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { FactDef } from '../facts/FactDef.ts'
import { choiceOf } from './factWords.ts'
import { nameSpans, productSpokenOf } from './productNames.ts'
import type { NamedProducts } from './productNames.ts'
import { claimsFamily, anyOf } from './ProseFamily.ts'
import type { ProseFamily, ProseProduct, ProseSubject } from './ProseFamily.ts'

/** Words that name a kind of resistance, and the word the categories' choices use for it ("fan" is air). */
const KINDS: Readonly<Record<string, string>> = {
  magnetic: 'magnetic', magnets: 'magnetic', air: 'air', fan: 'air', water: 'water', hydraulic: 'hydraulic', piston: 'hydraulic', pistons: 'hydraulic',
  'eddy-current': 'eddy-current', 'eddy current': 'eddy-current', friction: 'friction', felt: 'friction',
}

/** A kind word, then the thing it is the kind of: "magnetic resistance", "a water rower", "16 magnetic levels", "fan flywheel". */
const KIND_CLAIM = /\b(magnetic|air|water|fan|hydraulic|pistons?|eddy[- ]current|friction|felt)(?:\s+(?:and|or|&)\s+[\w-]+)?((?:\s+|-)(?:resistance|drive|brake|braking|system|flywheel|rower|rowing\s+machine|bike|cycle|(?:cross\s+)?trainer|levels?|tension|mechanism|unit|model|machine|tank|cylinders?|pistons?|pads?|damper)s?\b)?/gi

/** Words before a kind that make it another machine's ("louder than a magnetic rower") or no kind at all ("no fan"). */
const NOT_ITS = /\b(?:than|unlike|versus|vs|compared|rather|instead|like|other|others|most|many|typical|standard|traditional|cheaper|either|no|not|without|nor|never|any)\b(?:\s+[\w-]+){0,3}\s*$/i

/** Machines in the plural are a kind in general ("magnetic rowers are quieter"), not the product. */
const PLURAL_MACHINES = /\s(?:rowers|bikes|cycles|trainers|machines|models|systems|units)$/i
/** "a magnetic rower" is any such rower ("choose a magnetic rower"), unless it begins the sentence or says what the product is ("it is a magnetic rower"). */
const A_MACHINE = /\s(?:rower|rowing\s+machine|bike|cycle|(?:cross\s+)?trainer|machine|model|unit)$/i
const ITS_OWN = /(?:^\s*|[.!?]\s+|\b(?:is|it's|as|was)\s+)an?\s+(?:[\w-]+\s+){0,2}$/i

/** A choice that is also a kind named otherwise: eddy-current resistance is magnetic braking. */
const ALSO: Readonly<Record<string, readonly string[]>> = { 'eddy-current': ['magnetic'] }

/**
 * Kind words held to the product's typed fact of that kind: "magnetic drive" on a product whose
 * resistance type is "other", or "water rower" on an air rower, are refused. The facts are the
 * category's choice facts whose choices hold the word (resistanceType's "magnetic", "air and magnetic").
 */
export const factKindsFamily: ProseFamily = claimsFamily<KindClaim>({
  name: 'fact kinds',
  mayMatch: anyOf(/magnet|\bair\b|water|\bfan\b|hydraulic|piston|eddy|friction|\bfelt\b/i, KIND_CLAIM),
  key: (context) => context.subject?.product.category ?? '',
  read: (text, { subject }) => (subject ? kindsIn({ products: subject.categoryProducts, derived: subject.book.derived }, text) : []),
  judge: (claims, _text, context) => {
    const subject = context.subject!
    return claims.flatMap((claim) => {
      const message = judge(claim.kind, claim.speaker ?? subject.product, subject, context.tokens.review)
      return message ? [{ index: claim.index, text: claim.words, message: `"${claim.words}": ${message}` }] : []
    })
  },
})

/** A kind word that names the product's resistance, the kind the choices call it, and the product it speaks of when not the text's own. */
type KindClaim = { index: number; words: string; kind: string; speaker?: ProseProduct | undefined }

/** The kinds a text gives its product, read once per text and category in a check; judged per product. */
function kindsIn(products: NamedProducts, text: string): readonly KindClaim[] {
  const claims: KindClaim[] = []
  let names: [number, number][] | undefined
  for (const match of text.matchAll(KIND_CLAIM)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index)
    if (!match[2] || PLURAL_MACHINES.test(match[0]) || NOT_ITS.test(before) || /[\w-]$/.test(before)) continue
    if (A_MACHINE.test(match[0]) && /\ban?\s+(?:[\w-]+\s+){0,2}$/i.test(before) && !ITS_OWN.test(text.slice(0, match.index))) continue
    names ??= nameSpans(text, products)
    if (names.some(([from, to]) => match.index >= from && match.index < to)) continue
    const kind = KINDS[match[1]!.toLowerCase().replace(' ', '-')]!
    claims.push({ index: match.index, words: match[0], kind, speaker: productSpokenOf(text, match.index, products) })
  }
  return claims
}

/** The category's choice facts that have the kind among their choices ("magnetic" in resistanceType's). */
const factsOfKind = (book: FactBook, category: CategorySlug, kind: string): readonly FactDef[] =>
  book.defs(category).filter((def) => def.kind === 'choice' && def.choices?.some((choice) => choice.split(/\s+/).includes(kind)))

function judge(kind: string, product: ProseProduct, subject: ProseSubject, review: boolean): string | undefined {
  const defs = subject.book.derived.of(factsOfKind, subject.book, subject.product.category, kind)
  if (defs.length === 0) return undefined
  const values = defs.map((def) => ({ def, value: choiceOf(subject.book, product, def.key) }))
  if (values.some(({ value }) => value !== undefined && [...value.split(/\s+/), ...(ALSO[value] ?? [])].includes(kind))) return undefined
  const known = values.find(({ value }) => value !== undefined)
  const def: FactDef = known?.def ?? defs[0]!
  const instead = `name the kind the catalogue gives (${review ? `{fact:${def.key}}` : def.key}) or leave the kind out`
  if (!known) return `${product.title} has no ${def.label.toLowerCase()} in the catalogue; add ${def.key} to its facts, or leave the kind out`
  return `${product.title}'s ${def.label.toLowerCase()} is "${known.value}" in the catalogue, not ${kind}; ${instead}`
}
