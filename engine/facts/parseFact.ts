import { distance } from 'fastest-levenshtein'
import type { FactDef } from './FactDef.ts'
import type { FactValue, Quantity, RawFact, RawScalar, Typed } from './FactValue.ts'
import { measureOf, UNITS_BY_MEASURE } from './units.ts'
import { parseDuration, WARRANTY_PARTS } from './warranty.ts'
import type { WarrantyPart, WarrantyTerms } from './FactValue.ts'

/** A value that does not fit its definition: what is wrong and what to write instead. */
type FactProblem = { problem: string; path?: string[] }

const NUMBER_UNIT = /^(-?\d+(?:\.\d+)?)\s*(\S+)$/

/** Reads a raw catalogue value as its definition says; a value that does not fit is a problem. */
export function parseFact(raw: RawFact, def: FactDef): FactValue | FactProblem {
  if (def.kind === 'warranty') {
    const typed = parseWarranty(raw, def)
    return 'problem' in typed ? typed : { typed }
  }
  if (typeof raw === 'object' && !('length' in raw)) {
    const noted = raw as { value?: RawScalar; note?: string }
    const note = noted.note
    if (noted.value === undefined) return note ? { note } : { problem: 'an empty fact; write a value, or a note' }
    const typed = parseTyped(noted.value, def)
    if ('problem' in typed) return { ...typed, path: ['value', ...(typed.path ?? [])] }
    return note ? { typed, note } : { typed }
  }
  const typed = parseTyped(raw, def)
  return 'problem' in typed ? typed : { typed }
}

function parseTyped(raw: RawFact, def: FactDef): Typed | FactProblem {
  const example = exampleOf(def)
  switch (def.kind) {
    case 'quantity':
    case 'money': {
      const quantity = parseQuantity(raw, def)
      return 'problem' in quantity ? quantity : { kind: def.kind, quantity }
    }
    case 'count':
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? { kind: 'count', count: raw } : { problem: `${describe(raw)} is not a whole number; ${def.label} is a count, e.g. ${example}` }
    case 'yesno':
      return typeof raw === 'boolean' ? { kind: 'yesno', yes: raw } : { problem: `${describe(raw)} is not true or false; ${def.label} is a yes/no fact, e.g. ${example}` }
    case 'choice': {
      const choices = def.choices ?? []
      if (typeof raw === 'string' && choices.includes(raw)) return { kind: 'choice', text: raw }
      return { problem: `${describe(raw)} is not one of ${def.label}'s choices${typeof raw === 'string' ? hint(raw, choices) : ''}; write ${orList(choices)}` }
    }
    case 'text':
      return typeof raw === 'string' && raw.trim() ? { kind: 'text', text: raw } : { problem: `${describe(raw)} is not text; ${def.label} is written as text, e.g. ${example}` }
    case 'size':
      return parseSize(raw, def)
    case 'warranty':
      return parseWarranty(raw, def)
  }
}

/** { frame: 5 yr, parts: 2 yr, labor: 1 yr }: a duration for each part the warranty names. */
function parseWarranty(raw: RawFact, def: FactDef): Typed | FactProblem {
  if (typeof raw !== 'object' || raw === null) return { problem: `${describe(raw)} is not a warranty by part; write ${exampleOf(def)}` }
  const terms: WarrantyTerms = {}
  const entries = Object.entries(raw)
  if (!entries.length) return { problem: `an empty warranty; name at least one part, e.g. ${exampleOf(def)}` }
  for (const [part, written] of entries) {
    if (!isWarrantyPart(part)) return { problem: `"${part}" is not a part a warranty names${hint(part, WARRANTY_PARTS)}; use ${orList(WARRANTY_PARTS)}`, path: [part] }
    const duration = parseDuration(written)
    if ('problem' in duration) return { ...duration, path: [part] }
    terms[part] = duration
  }
  return { kind: 'warranty', terms }
}

function isWarrantyPart(part: string): part is WarrantyPart {
  return (WARRANTY_PARTS as readonly string[]).includes(part)
}

function parseSize(raw: RawFact, def: FactDef): Typed | FactProblem {
  if (typeof raw !== 'object' || !('length' in raw)) return { problem: `${describe(raw)} is not a size; write ${exampleOf(def)}` }
  const parts: Quantity[] = []
  for (const side of ['length', 'width', 'height'] as const) {
    const quantity = parseQuantity(raw[side], def)
    if ('problem' in quantity) return { ...quantity, path: [side] }
    parts.push(quantity)
  }
  const [length, width, height] = parts as [Quantity, Quantity, Quantity]
  return { kind: 'size', length, width, height }
}

function parseQuantity(raw: RawFact, def: FactDef): Quantity | FactProblem {
  const unit = def.unit ?? ''
  const example = exampleOf(def)
  if (typeof raw !== 'string') return { problem: `${describe(raw)} has no unit; ${def.label} is written with its unit, e.g. ${example}` }
  const match = NUMBER_UNIT.exec(raw.trim())
  if (!match) return { problem: `"${raw}" is not a number and a unit; ${def.label} is written like ${example}` }
  const [, amount = '', written = ''] = match
  if (def.kind === 'money') {
    return written === unit ? { amount: Number(amount), unit } : { problem: `unknown currency "${written}" in "${raw}"; ${def.label} is in ${unit}, e.g. ${example}` }
  }
  const measure = measureOf(unit)
  const accepted = measure ? (UNITS_BY_MEASURE[measure] ?? [unit]) : [unit]
  if (written !== unit && (!accepted.includes(written) || measureOf(written) !== measure)) {
    return { problem: `unknown unit "${written}" in "${raw}"${hint(written, accepted)}; ${def.label} is written in ${orList(accepted)}, e.g. ${example}` }
  }
  return { amount: Number(amount), unit: written }
}

/** A value as the check quotes it. */
function describe(raw: RawFact | RawScalar | null): string {
  return typeof raw === 'string' ? `"${raw}"` : JSON.stringify(raw)
}

/** The known word nearest to a mistyped one, when it is near enough to be the one meant. */
function hint(written: string, known: readonly string[]): string {
  const near = [...known].sort((a, b) => distance(written.toLowerCase(), a.toLowerCase()) - distance(written.toLowerCase(), b.toLowerCase()))[0]
  return near !== undefined && distance(written.toLowerCase(), near.toLowerCase()) <= Math.max(1, Math.floor(near.length / 2)) ? ` (did you mean "${near}"?)` : ''
}

/** "a, b or c" */
function orList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/** How a value of this fact is written, for messages. */
export function exampleOf(def: FactDef): string {
  switch (def.kind) {
    case 'quantity':
      return `${def.key}: 300 ${def.unit ?? ''}`.trimEnd()
    case 'money':
      return `${def.key}: 999.99 ${def.unit ?? 'USD'}`
    case 'count':
      return `${def.key}: 12`
    case 'yesno':
      return `${def.key}: true`
    case 'choice':
      return `${def.key}: ${def.choices?.[0] ?? ''}`
    case 'text':
      return `${def.key}: Black`
    case 'size':
      return `${def.key}: { length: 70 ${def.unit ?? 'in'}, width: 30 ${def.unit ?? 'in'}, height: 55 ${def.unit ?? 'in'} }`
    case 'warranty':
      return `${def.key}: { frame: 5 yr, parts: 2 yr, labor: 1 yr }`
  }
}
