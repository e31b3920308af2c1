import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import type { UnitSystem } from '../facts/FactDef.ts'
import type { FactValue } from '../facts/FactValue.ts'
import { withOther } from '../facts/formatFact.ts'
import { convert } from '../facts/units.ts'
import { formatCount } from '../format/money.ts'
import { measureName } from './factWords.ts'
import type { FactMeasure } from './factWords.ts'

/** The unit a measure's amounts are in: the fact's declared unit (a size's sides in inches unless it says). */
export function measureUnit({ def, side }: FactMeasure): string {
  if (def.kind === 'size') return side === 'area' ? `${def.unit ?? 'in'}²` : (def.unit ?? 'in')
  return def.unit ?? ''
}

/** One value's amount for the measure, in its unit; undefined for a value with none (a note, a text). */
function amountOf(value: FactValue | undefined, measure: FactMeasure): number | undefined {
  const typed = value?.typed
  if (!typed) return undefined
  const unit = measure.def.unit ?? 'in'
  switch (typed.kind) {
    case 'quantity':
      return measure.def.unit ? convert(typed.quantity, measure.def.unit) : typed.quantity.amount
    case 'count':
      return typed.count
    case 'size': {
      if (measure.side === 'area' || !measure.side) return convert(typed.length, unit) * convert(typed.width, unit)
      return convert(typed[measure.side], unit)
    }
    default:
      return undefined
  }
}

/** The amount pages show for the measure: the site's measurement where there is one, else the maker's. */
export function shownAmount(book: FactBook, product: FactHolder, measure: FactMeasure): number | undefined {
  return amountOf(book.value(product, measure.def.key), measure)
}

/** Every amount the product has for the measure (the maker's and the measured): prose may state either. */
export function allAmounts(book: FactBook, product: FactHolder, measure: FactMeasure): number[] {
  return [book.claimed(product, measure.def.key), book.measured(product, measure.def.key)].flatMap((value) => {
    const amount = amountOf(value, measure)
    return amount === undefined ? [] : [amount]
  })
}

/** Whether the measure has amounts to compare at all (not a text, a choice or a warranty). */
export function hasAmounts({ def }: FactMeasure): boolean {
  return def.kind === 'quantity' || def.kind === 'count' || def.kind === 'size'
}

/** An amount as a message shows it: "400 lb (181 kg)", "16", "1,700 in²". */
export function amountText(amount: number, measure: FactMeasure, system: UnitSystem): string {
  const unit = measureUnit(measure)
  if (measure.def.kind === 'count') return formatCount(amount)
  if (unit.endsWith('²') || unit === '') return `${formatCount(Math.round(amount * 10) / 10)}${unit ? ` ${unit}` : ''}`
  return withOther({ amount, unit }, system)
}

/** How a message names the fact to write: its token in a review, its key elsewhere (tokens render in reviews only). */
export function factToWrite(measure: FactMeasure, review: boolean): string {
  return review ? `{fact:${measure.def.key}}` : `its ${measureName(measure)} as the catalogue gives it (${measure.def.key})`
}

/** A product with its amount for one measure. */
type Ranked<P> = { product: P; amount: number }

/**
 * The category's products that have the measure, lowest amount first: what superlatives and
 * plain adjectives are held to, worked out once per list of products (a check's) and measure.
 */
export function rankedOn<P extends FactHolder>(products: readonly P[], book: FactBook, def: FactMeasure['def'], side: FactMeasure['side']): readonly Ranked<P>[] {
  return book.derived.of(rankOn<P>, products, book, def, side)
}

function rankOn<P extends FactHolder>(products: readonly P[], book: FactBook, def: FactMeasure['def'], side: FactMeasure['side']): readonly Ranked<P>[] {
  return products
    .flatMap((product) => {
      const amount = shownAmount(book, product, { def, side })
      return amount === undefined ? [] : [{ product, amount }]
    })
    .sort((a, b) => a.amount - b.amount)
}
