import type { WarrantyPart, WarrantyTerms } from '../facts/FactValue.ts'
import type { ProseFinding } from './ProseFamily.ts'

/**
 * The facts of one product that prose states with a number: what its review and catalogue entry
 * are held to. A list holds every value the product has for a fact (the maker's and the measured).
 */
export type ProductFacts = {
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

/** Words without which a rule below cannot match: most prose is scanned once for each, never by the rules. */
const WARRANTY_WORDS = /year|yr|lifetime|warranty|guarantee|cover/i
const POUND_WORDS = /lb|pound/i

const same = (a: number, values: readonly number[], tolerance: number) => values.some((value) => Math.abs(value - a) <= tolerance)
const yearsOf = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word)
const partOf = (word: string): WarrantyPart => (word.toLowerCase().startsWith('labo') ? 'labor' : (word.toLowerCase() as WarrantyPart))

/** Numbers with a unit that name a fact of the product and say something else; a fact the product lacks is not compared. */
export function factClaimFindings(text: string, facts: ProductFacts): ProseFinding[] {
  const findings: ProseFinding[] = []
  if (WARRANTY_WORDS.test(text)) findings.push(...warrantyFindings(text, facts))
  if (POUND_WORDS.test(text)) findings.push(...poundFindings(text, facts))
  return findings
}

function durationYears(terms: WarrantyTerms, part: WarrantyPart): number | 'lifetime' | undefined {
  const duration = terms[part]
  if (!duration) return undefined
  if (duration.lifetime) return 'lifetime'
  return duration.time.unit === 'yr' ? duration.time.amount : duration.time.unit === 'month' ? duration.time.amount / 12 : duration.time.amount / 365
}

function warrantyFindings(text: string, facts: ProductFacts): ProseFinding[] {
  const terms = facts.warranty
  if (!terms) return []
  const findings: ProseFinding[] = []
  const hint = `write {fact:warranty.<part>} or {fact:warranty}, which show the catalogue's warranty`
  const claim = (match: RegExpExecArray, part: WarrantyPart, said: number | 'lifetime') => {
    const actual = durationYears(terms, part)
    if (actual === said) return
    const fact = actual === undefined ? `no ${part} warranty` : actual === 'lifetime' ? `a lifetime ${part} warranty` : `a ${actual}-year ${part} warranty`
    findings.push({ index: match.index, text: match[0], message: `"${match[0]}" contradicts the facts: ${facts.title} has ${fact}; ${hint}` })
  }
  for (const match of text.matchAll(PART_YEARS)) claim(match, partOf(match[2]!), yearsOf(match[1]!))
  for (const match of text.matchAll(LIFETIME_PART)) claim(match, partOf(match[1]!), 'lifetime')
  for (const match of text.matchAll(WARRANTY_YEARS)) {
    const years = yearsOf(match[1]!)
    const parts = Object.keys(terms) as WarrantyPart[]
    if (!parts.some((part) => durationYears(terms, part) === years)) {
      findings.push({ index: match.index, text: match[0], message: `"${match[0]}": no part of ${facts.title}'s warranty lasts ${years} years; ${hint}` })
    }
  }
  for (const match of text.matchAll(PART_COVER)) {
    const part = partOf(match[1] ?? match[2]!)
    if (!terms[part]) findings.push({ index: match.index, text: match[0], message: `"${match[0]}": ${facts.title}'s warranty does not cover the ${part} separately; say what it covers ({fact:warranty})` })
  }
  return findings
}

/** "rated for 300 lb" is the capacity, "weighs 70 lb" the weight; a pound figure near neither word is not compared. */
function poundFindings(text: string, facts: ProductFacts): ProseFinding[] {
  const findings: ProseFinding[] = []
  for (const match of text.matchAll(POUNDS)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index)
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20)
    const amount = Number(match[1])
    const capacity = CAPACITY_BEFORE.test(before) || CAPACITY_AFTER.test(after)
    const weight = !capacity && (WEIGHT_BEFORE.test(before) || WEIGHT_AFTER.test(after))
    const [key, values] = capacity ? (['maxUserWeight', facts.maxUserWeight] as const) : weight ? (['weight', facts.weight] as const) : [undefined, []]
    if (!key || values.length === 0 || same(amount, values, 0.5)) continue
    const what = key === 'maxUserWeight' ? 'a max user weight' : 'a weight'
    findings.push({ index: match.index, text: match[0], message: `"${match[0]}" contradicts the facts: ${facts.title} has ${what} of ${values.join(' / ')} lb; write {fact:${key}}` })
  }
  return findings
}
