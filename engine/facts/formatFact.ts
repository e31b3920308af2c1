import type { FactDef, UnitSystem } from './FactDef.ts'
import type { FactValue, Quantity, Typed } from './FactValue.ts'
import { inSystem, rounded } from './units.ts'
import { warrantyText } from './warranty.ts'
import { formatCount, formatMoney } from '../format/money.ts'

/**
 * A fact as pages show it: quantities in the site's main unit system with the other beside it
 * ("500 lb (227 kg)"), sizes as length × width × height, money in dollars, the catalogue's note after.
 */
export function formatFact(value: FactValue, def: FactDef, system: UnitSystem): string {
  const shown = value.typed ? formatTyped(value.typed, def, system) : ''
  if (!value.note) return shown
  return shown ? `${shown}, ${value.note}` : capitalised(value.note)
}

function formatTyped(typed: Typed, def: FactDef, system: UnitSystem): string {
  switch (typed.kind) {
    case 'quantity':
      return withOther(typed.quantity, system)
    case 'money':
      return formatMoney(typed.quantity.amount, typed.quantity.unit)
    case 'count':
      return formatCount(typed.count)
    case 'yesno':
      return typed.yes ? 'Yes' : 'No'
    case 'choice':
      return capitalised(typed.text)
    case 'text':
      return typed.text
    case 'size':
      return formatSize([typed.length, typed.width, typed.height], def, system)
    case 'warranty':
      return warrantyText(typed.terms)
  }
}

const other = (system: UnitSystem): UnitSystem => (system === 'imperial' ? 'metric' : 'imperial')

/** "500 lb (227 kg)": first in the main system, then the other when it differs. */
export function withOther(quantity: Quantity, system: UnitSystem): string {
  const main = inSystem(quantity, system)
  const second = inSystem(quantity, other(system))
  const first = formatQuantity(main)
  return second.unit === main.unit ? first : `${first} (${formatQuantity(second)})`
}

export function formatQuantity({ amount, unit }: Quantity): string {
  return unit === '%' ? `${rounded(amount, unit)}%` : `${rounded(amount, unit)} ${unit}`
}

function formatSize(sides: Quantity[], _def: FactDef, system: UnitSystem): string {
  const line = (target: UnitSystem) => {
    const converted = sides.map((side) => inSystem(side, target))
    const unit = converted[0]?.unit ?? ''
    return `${converted.map((side) => rounded(side.amount, unit)).join(' × ')} ${unit}`
  }
  const main = line(system)
  const second = line(other(system))
  return main === second ? main : `${main} (${second})`
}


function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
