import type { FactBook, FactHolder } from './FactBook.ts'
import type { FactDef } from './FactDef.ts'
import type { FactValue, Quantity } from './FactValue.ts'
import { formatQuantity } from './formatFact.ts'
import { UN_CEFACT } from './unitCodes.ts'
import { convert } from './units.ts'
import { warrantyText } from './warranty.ts'

/** One fact as structured data: a schema.org PropertyValue's fields, plain JSON for the page model. */
export type PropertyModel = {
  name: string
  value: number | string | boolean
  unitCode?: string
  unitText?: string
  description?: string
  /** For a value the site measured: how and when, declared once per category. */
  measurementTechnique?: string
}

/** What a product's facts give schema.org's own Product properties. */
export type SchemaOrgFacts = { color?: string; size?: string; material?: string; weight?: { value: number; unitCode: string } }

/** Every fact of the product as a PropertyValue, the maker's claims first and the site's measurements labelled Measured. */
export function propertyValues(product: FactHolder, book: FactBook): PropertyModel[] {
  const measurement = book.measurement(product.category)
  return book.defs(product.category).flatMap((def): PropertyModel[] => {
    const claimed = book.claimed(product, def.key)
    const measured = book.measured(product, def.key)
    const rows: PropertyModel[] = []
    if (claimed) rows.push(...property(def, claimed))
    if (measured) {
      const technique = measurement ? `Measured on ${measurement.date}: ${measurement.method}` : 'Measured'
      rows.push(...property(def, measured).map((row) => ({ ...row, description: 'Measured', measurementTechnique: technique })))
    }
    return rows
  })
}

function property(def: FactDef, value: FactValue): PropertyModel[] {
  const note = value.note ? { description: value.note } : {}
  const typed = value.typed
  if (!typed) return value.note ? [{ name: def.label, value: value.note }] : []
  switch (typed.kind) {
    case 'quantity':
      return [{ name: def.label, ...inUnit(typed.quantity, def), ...note }]
    case 'money':
      return [{ name: def.label, value: typed.quantity.amount, unitText: typed.quantity.unit, ...note }]
    case 'count':
      return [{ name: def.label, value: typed.count, ...note }]
    case 'yesno':
      return [{ name: def.label, value: typed.yes, ...note }]
    case 'choice':
    case 'text':
      return [{ name: def.label, value: typed.text, ...note }]
    case 'size':
      return [{ name: def.label, value: sizeText([typed.length, typed.width, typed.height], def), ...note }]
    case 'warranty':
      return [{ name: def.label, value: warrantyText(typed.terms), ...note }]
  }
}

function inUnit(quantity: Quantity, def: FactDef): { value: number; unitCode?: string; unitText?: string } {
  const unit = def.unit ?? quantity.unit
  const value = Math.round(convert(quantity, unit) * 100) / 100
  const code = UN_CEFACT[unit]
  return code ? { value, unitCode: code } : { value, unitText: unit }
}

function sizeText(sides: readonly Quantity[], def: FactDef): string {
  const unit = def.unit ?? sides[0]?.unit ?? ''
  return `${sides.map((side) => formatQuantity({ amount: convert(side, unit), unit }).replace(` ${unit}`, '')).join(' x ')} ${unit}`
}

/** The facts the vocabulary maps to schema.org's color, size, material and weight. */
export function schemaOrgFacts(product: FactHolder, book: FactBook): SchemaOrgFacts {
  const facts: SchemaOrgFacts = {}
  for (const def of book.defs(product.category)) {
    if (!def.schemaOrg) continue
    const value = book.claimed(product, def.key)
    const [first] = value ? property(def, value) : []
    if (!first) continue
    if (def.schemaOrg === 'weight' && typeof first.value === 'number' && first.unitCode) facts.weight = { value: first.value, unitCode: first.unitCode }
    else if (def.schemaOrg !== 'weight') facts[def.schemaOrg] = String(first.value)
  }
  return facts
}
