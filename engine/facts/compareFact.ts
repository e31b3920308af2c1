import type { FactDef } from './FactDef.ts'
import type { FactValue, Typed } from './FactValue.ts'
import { convert } from './units.ts'

/**
 * The value a comparison ranks by: a number in the fact's declared unit (a size by its floor
 * area), a yes/no, or undefined for text, choices and note-only values.
 */
export function comparable(value: FactValue | undefined, def: FactDef): number | boolean | undefined {
  const typed = value?.typed
  if (!typed) return undefined
  return comparableOf(typed, def)
}

function comparableOf(typed: Typed, def: FactDef): number | boolean | undefined {
  switch (typed.kind) {
    case 'quantity':
      return def.unit ? convert(typed.quantity, def.unit) : typed.quantity.amount
    case 'money':
      return typed.quantity.amount
    case 'count':
      return typed.count
    case 'yesno':
      return typed.yes
    case 'size': {
      const unit = def.unit ?? typed.length.unit
      return convert(typed.length, unit) * convert(typed.width, unit)
    }
    default:
      return undefined
  }
}

/** Which of two values is better by the vocabulary's direction: 'a', 'b', 'tie', or undefined when it cannot say. */
export function compareFact(a: FactValue | undefined, b: FactValue | undefined, def: FactDef): 'a' | 'b' | 'tie' | undefined {
  if (def.better === 'none') return undefined
  const x = comparable(a, def)
  const y = comparable(b, def)
  if (x === undefined || y === undefined) return undefined
  const [p, q] = [Number(x), Number(y)]
  if (Math.abs(p - q) < 1e-9) return 'tie'
  const higherWins = def.better === 'higher'
  return p > q === higherWins ? 'a' : 'b'
}
