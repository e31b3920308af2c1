import type { FactValue, WarrantyPart } from '../facts/FactValue.ts'
import { durationText } from '../facts/warranty.ts'

/**
 * How an editor writes a value that belongs to the data into the text: `{name}` or `{name:argument}`
 * (`{price}`, `{fact:maxUserWeight}`, `{rank}`). The page renders the value of the day, so the text
 * never disagrees with the offers, the catalogue or the ranking. Which names exist, where each may
 * be written and what it renders: tokenKinds.ts and tokenValues.ts.
 */
export const TOKEN = /\{([^{}\s]*)\}/g

/** A token as written: its name, and what follows the first colon ("{fact:warranty.motor}": fact, warranty.motor). */
export type Token = { name: string; arg?: string }

export function parseToken(inner: string): Token {
  const colon = inner.indexOf(':')
  return colon < 0 ? { name: inner } : { name: inner.slice(0, colon), arg: inner.slice(colon + 1) }
}

/** What a page fills one token with, or undefined to leave it as written (a token the check refuses). */
export type TokenValues = (token: Token) => string | undefined

/** The text with every token replaced by its value; a token the check would refuse is left as written. */
export function renderTokens(text: string, values: TokenValues): string {
  if (!text.includes('{')) return text
  return text.replace(TOKEN, (written, inner: string) => values(parseToken(inner)) ?? written)
}

/** Every string inside `value` (a review document, a product's FAQs) with its tokens rendered. */
export function renderTokensIn<T>(value: T, values: TokenValues): T {
  if (typeof value === 'string') return renderTokens(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => renderTokensIn(item, values)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderTokensIn(item, values)])) as T
  return value
}

/** Values tried in turn: the first that knows a token renders it (a review's own tokens, then the site's). */
export function firstOf(...values: readonly TokenValues[]): TokenValues {
  return (token) => {
    for (const value of values) {
      const text = value(token)
      if (text !== undefined) return text
    }
    return undefined
  }
}

/** A warranty part's duration as prose says it ("5-year", "lifetime"), or undefined when the warranty does not name the part. */
export function warrantyPartText(value: FactValue | undefined, part: WarrantyPart): string | undefined {
  const typed = value?.typed
  const duration = typed?.kind === 'warranty' ? typed.terms[part] : undefined
  return duration ? durationText(duration) : undefined
}
