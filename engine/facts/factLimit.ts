import Qty from 'js-quantities'
import type { FactDef } from './FactDef.ts'
import type { FactValue } from './FactValue.ts'
import { comparable } from './compareFact.ts'
import { UNITS_BY_MEASURE } from './units.ts'
import { formatMoney } from '../format/money.ts'

/**
 * An upper bound on a typed fact, as an award's rule states it ("700 USD", "150 lb", "16 ft^2"):
 * the amount in the unit the fact compares in (a size fact by its footprint, length × width),
 * and how pages say it.
 */
type FactLimit = { below: number; text: string }

const NUMBER_UNIT = /^(\d+(?:\.\d+)?)\s*(\S+)$/

/** Reads a stated bound for this fact; a bound the fact cannot be held to is a problem. */
export function parseFactLimit(written: string, def: FactDef): FactLimit | { problem: string } {
  const match = NUMBER_UNIT.exec(written.trim())
  if (!match) return { problem: `"${written}" is not an amount and a unit, e.g. ${limitExample(def)}` }
  const amount = Number(match[1])
  const unit = match[2] ?? ''
  switch (def.kind) {
    case 'money':
      return unit === def.unit ? { below: amount, text: `a ${def.label.toLowerCase()} under ${formatMoney(amount, unit, { wholeWithoutCents: true })}` } : { problem: `"${written}" is not in ${def.label}'s currency; write it in ${def.unit ?? 'USD'}, e.g. ${limitExample(def)}` }
    case 'quantity': {
      const target = def.unit ?? unit
      const converted = convertible(amount, unit, target)
      return converted === undefined ? { problem: `"${written}" cannot be compared with ${def.label}, which is in ${target}; e.g. ${limitExample(def)}` } : { below: converted, text: `a ${def.label.toLowerCase()} under ${amount} ${unit}` }
    }
    case 'size': {
      const side = unit.endsWith('^2') ? unit.slice(0, -2) : ''
      const converted = UNITS_BY_MEASURE['length']?.includes(side) ? convertible(amount, unit, `${def.unit ?? 'in'}^2`) : undefined
      return converted === undefined ? { problem: `"${written}" is not an area; ${def.label} is held to a footprint (length × width), e.g. ${limitExample(def)}` } : { below: converted, text: `a footprint under ${amount} sq ${side}` }
    }
    default:
      return { problem: `${def.label} is a ${def.kind} fact; a rule can hold only a money, quantity or size fact under an amount` }
  }
}

/** Whether a product's value is under the bound; a product without the fact is not. */
export function isUnder(value: FactValue | undefined, def: FactDef, limit: FactLimit): boolean {
  const number = comparable(value, def)
  return typeof number === 'number' && number < limit.below
}


function convertible(amount: number, from: string, to: string): number | undefined {
  try {
    return from === to ? amount : Qty(amount, from).to(to).scalar
  } catch {
    return undefined
  }
}

function limitExample(def: FactDef): string {
  if (def.kind === 'size') return `"16 ft^2"`
  return `"${def.kind === 'money' ? 700 : 150} ${def.unit ?? ''}"`.replace(' "', '"')
}
