import Qty from 'js-quantities'
import type { Quantity } from './FactValue.ts'
import type { UnitSystem } from './FactDef.ts'

/**
 * The unit each unit is shown in beside it in the other system, and how many decimals each takes:
 * conversions are the units library's (js-quantities), never typed in by hand.
 */
const COUNTERPART: Readonly<Record<string, { imperial: string; metric: string }>> = {
  mass: { imperial: 'lb', metric: 'kg' },
  length: { imperial: 'in', metric: 'cm' },
  power: { imperial: 'hp', metric: 'kW' },
}

/** Decimals shown per unit: whole pounds, kilograms and centimetres; tenths of inches and power. */
const DECIMALS: Readonly<Record<string, number>> = { lb: 0, kg: 0, cm: 0, mm: 0, in: 1, ft: 1, m: 2, hp: 2, kW: 1, W: 0, '%': 1 }

/** Units a catalogue value may be written in, by measure: the words the check suggests. */
export const UNITS_BY_MEASURE: Readonly<Record<string, readonly string[]>> = {
  mass: ['lb', 'kg', 'oz', 'g'],
  length: ['in', 'cm', 'mm', 'ft', 'm'],
  power: ['hp', 'kW', 'W'],
  unitless: ['%'],
}

/** Each unit's measure once asked: parsing a unit is most of a fact's formatting, and the catalogue uses a handful. */
const measures = new Map<string, string | undefined>()

/** The measure a unit belongs to (mass, length, power), or undefined for a unit the library does not know. */
export function measureOf(unit: string): string | undefined {
  if (unit === '%') return 'unitless'
  if (!measures.has(unit)) measures.set(unit, Qty.parse(`1 ${unit}`)?.kind())
  return measures.get(unit)
}

/** The amount in another unit of the same measure. */
export function convert(quantity: Quantity, to: string): number {
  if (quantity.unit === to) return quantity.amount
  return Qty(quantity.amount, quantity.unit).to(to).scalar
}

/** The amount rounded as its unit is shown. */
export function rounded(amount: number, unit: string): string {
  const decimals = DECIMALS[unit] ?? 2
  const factor = 10 ** decimals
  return String(Math.round(amount * factor) / factor)
}

/** The quantity in the unit of `system` for its measure; itself when that measure has no counterpart. */
export function inSystem(quantity: Quantity, system: UnitSystem): Quantity {
  const measure = measureOf(quantity.unit)
  const target = measure ? COUNTERPART[measure]?.[system] : undefined
  return target ? { amount: convert(quantity, target), unit: target } : quantity
}
