import type { FactValue, WarrantyPart } from '../facts/FactValue.ts'
import { durationText, WARRANTY_PARTS } from '../facts/warranty.ts'

/**
 * How an editor writes a value that belongs to the data into a review's text: `{price}` (the best
 * current landed price), `{shipping}` (the best offer's shipping) and `{fact:<key>}` or
 * `{fact:warranty.<part>}` (the product's typed fact). The page renders the value of the day, so
 * the text never disagrees with the offers or the catalogue.
 */
export const TOKEN = /\{([^{}\s]*)\}/g

/** What a page fills the tokens with, for one product. */
export type TokenValues = {
  /** "$1,149.00", or "see current price" when no shop has a current offer. */
  price: string
  /** "free shipping", "$49.00 shipping", or "see the shop's shipping terms" when no offer is current. */
  shipping: string
  /** A fact as pages show it ("300 lb"), or a warranty part's duration ("5-year"); undefined when the product lacks it. */
  fact: (key: string, part: WarrantyPart | undefined) => string | undefined
}

export type ParsedToken = { kind: 'price' | 'shipping' } | { kind: 'fact'; key: string; part?: WarrantyPart } | { kind: 'unknown' }

export function parseToken(name: string): ParsedToken {
  if (name === 'price' || name === 'shipping') return { kind: name }
  const fact = /^fact:([A-Za-z][A-Za-z0-9]*)(?:\.([a-z]+))?$/.exec(name)
  if (!fact) return { kind: 'unknown' }
  const part = fact[2]
  if (part === undefined) return { kind: 'fact', key: fact[1]! }
  return fact[1] === 'warranty' && (WARRANTY_PARTS as readonly string[]).includes(part) ? { kind: 'fact', key: 'warranty', part: part as WarrantyPart } : { kind: 'unknown' }
}

/** The text with every token replaced by its value; a token the check would refuse is left as written. */
export function renderTokens(text: string, values: TokenValues): string {
  if (!text.includes('{')) return text
  return text.replace(TOKEN, (written, name: string) => {
    const token = parseToken(name)
    if (token.kind === 'price' || token.kind === 'shipping') return values[token.kind]
    if (token.kind === 'fact') return values.fact(token.key, token.part) ?? written
    return written
  })
}

/** Every string inside `value` (a review document, a product's FAQs) with its tokens rendered. */
export function renderTokensIn<T>(value: T, values: TokenValues): T {
  if (typeof value === 'string') return renderTokens(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => renderTokensIn(item, values)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderTokensIn(item, values)])) as T
  return value
}

/** A warranty part's duration as prose says it ("5-year", "lifetime"), or undefined when the warranty does not name the part. */
export function warrantyPartText(value: FactValue | undefined, part: WarrantyPart): string | undefined {
  const typed = value?.typed
  const duration = typed?.kind === 'warranty' ? typed.terms[part] : undefined
  return duration ? durationText(duration) : undefined
}
