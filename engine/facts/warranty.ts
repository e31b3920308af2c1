import type { Duration, FactValue, Quantity, WarrantyPart, WarrantyTerms } from './FactValue.ts'

/** The parts a warranty names, in the order pages list them. */
export const WARRANTY_PARTS: readonly WarrantyPart[] = ['frame', 'motor', 'parts', 'labor']

/** The time units a duration may be written in, and each one's length in years. */
const YEARS_PER_UNIT: Readonly<Record<string, number>> = { yr: 1, month: 1 / 12, day: 1 / 365 }
const DURATION_UNITS = Object.keys(YEARS_PER_UNIT)

const DURATION = /^(\d+(?:\.\d+)?)\s*(\S+)$/

/** Reads "5 yr", "6 month", "90 day" or "lifetime"; anything else is a problem saying what to write. */
export function parseDuration(raw: unknown): Duration | { problem: string } {
  if (raw === 'lifetime') return { lifetime: true }
  const match = typeof raw === 'string' ? DURATION.exec(raw.trim()) : null
  const unit = match?.[2] ?? ''
  if (!match || !(unit in YEARS_PER_UNIT)) {
    return { problem: `${typeof raw === 'string' ? `"${raw}"` : JSON.stringify(raw)} is not a duration; write a number and ${DURATION_UNITS.join(', ')} ("5 yr", "90 day") or lifetime` }
  }
  return { time: { amount: Number(match[1]), unit } }
}

/**
 * The years a part is covered, as rules read it: lifetime is Infinity (a rule's curve holds it at
 * its last point), a part the warranty does not name is 0, and undefined when the product has no
 * warranty fact at all (no data).
 */
export function warrantyYears(value: FactValue | undefined, part: WarrantyPart): number | undefined {
  const typed = value?.typed
  if (typed?.kind !== 'warranty') return undefined
  const duration = typed.terms[part]
  if (!duration) return 0
  return duration.lifetime ? Number.POSITIVE_INFINITY : durationYears(duration.time)
}

function durationYears(time: Quantity): number {
  return time.amount * (YEARS_PER_UNIT[time.unit] ?? 1)
}

/** "5-year", "90-day", "lifetime". */
export function durationText(duration: Duration): string {
  if (duration.lifetime) return 'lifetime'
  const unit = duration.time.unit === 'yr' ? 'year' : duration.time.unit
  return `${duration.time.amount}-${unit}`
}

/**
 * "5-year frame, 2-year parts, 1-year labor": parts with the same duration said once
 * ("1-year parts and labor", "Lifetime frame and motor"), in frame, motor, parts, labor order.
 */
export function warrantyText(terms: WarrantyTerms): string {
  const groups: { duration: string; parts: WarrantyPart[] }[] = []
  for (const part of WARRANTY_PARTS) {
    const duration = terms[part]
    if (!duration) continue
    const text = durationText(duration)
    const group = groups.find((candidate) => candidate.duration === text)
    if (group) group.parts.push(part)
    else groups.push({ duration: text, parts: [part] })
  }
  const text = groups.map((group) => `${group.duration} ${andList(group.parts)}`).join(', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function andList(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** The shortest and the longest term any part of any warranty is covered for. */
export type WarrantySpan = { shortest: Duration; longest: Duration }

const termYears = (duration: Duration) => (duration.lifetime ? Number.POSITIVE_INFINITY : durationYears(duration.time))

/** A product's warranty terms, as a list of none or one. */
export const warrantyTerms = (value: FactValue | undefined): WarrantyTerms[] => (value?.typed?.kind === 'warranty' ? [value.typed.terms] : [])

/** The span of every part's term over the warranties given; undefined when none names a part. */
export function warrantySpan(warranties: Iterable<WarrantyTerms>): WarrantySpan | undefined {
  let span: WarrantySpan | undefined
  for (const terms of warranties) {
    for (const duration of Object.values(terms)) {
      if (!duration) continue
      if (!span) span = { shortest: duration, longest: duration }
      else if (termYears(duration) < termYears(span.shortest)) span = { ...span, shortest: duration }
      else if (termYears(duration) > termYears(span.longest)) span = { ...span, longest: duration }
    }
  }
  return span
}

/** The span in years, as prose compares it: lifetime is Infinity. */
export function spanYears(span: WarrantySpan): { shortest: number; longest: number } {
  return { shortest: termYears(span.shortest), longest: termYears(span.longest) }
}

/** "from 1 to 10 years", "from 90 days to lifetime", "5 years" when every term is the same. */
export function warrantySpanText(span: WarrantySpan): string {
  const words = (duration: Duration) => {
    if (duration.lifetime) return 'lifetime'
    const unit = duration.time.unit === 'yr' ? 'year' : duration.time.unit
    return `${duration.time.amount} ${unit}${duration.time.amount === 1 ? '' : 's'}`
  }
  const { shortest, longest } = span
  if (termYears(shortest) === termYears(longest)) return words(shortest)
  const sameUnit = !shortest.lifetime && !longest.lifetime && shortest.time.unit === longest.time.unit
  return sameUnit ? `from ${shortest.time.amount} to ${words(longest)}` : `from ${words(shortest)} to ${words(longest)}`
}
