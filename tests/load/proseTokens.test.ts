import { expect, test } from 'vitest'
import { renderTokens, renderTokensIn } from '../../engine/prose/proseTokens.ts'
import type { TokenValues } from '../../engine/prose/proseTokens.ts'
import { proseFindings } from '../../engine/prose/proseRules.ts'

const known: Record<string, string> = {
  price: '$229.99',
  shipping: '$49.00 shipping',
  'fact:maxUserWeight': '250 lb (113 kg)',
  'fact:warranty.frame': '5-year',
  'fact:warranty.parts': '1-year',
}
const values: TokenValues = (token) => known[token.arg === undefined ? token.name : `${token.name}:${token.arg}`]

test('tokens render the price, the shipping and the facts of the day', () => {
  expect(renderTokens('At {price} with {shipping}, rated for {fact:maxUserWeight}.', values)).toBe('At $229.99 with $49.00 shipping, rated for 250 lb (113 kg).')
  expect(renderTokens('{fact:warranty.frame} frame, {fact:warranty.parts} parts', values)).toBe('5-year frame, 1-year parts')
})

test('a token that names nothing is left as written, and the check refuses it', () => {
  expect(renderTokens('{fact:warranty.motor} motor and {cost}', values)).toBe('{fact:warranty.motor} motor and {cost}')
  const findings = proseFindings('At {cost}, rated for {fact:colour}', { retailers: new Set(), tokens: { review: true, facts: new Set(['maxUserWeight']) } })
  expect(findings.map((finding) => finding.text)).toEqual(['{cost}', '{fact:colour}'])
})

test('tokens render inside a whole document, every string of it', () => {
  const review = { sections: [{ type: 'trust-row', items: [{ title: 'Shipping', text: 'Best offer: {shipping}' }] }] }
  expect(renderTokensIn(review, values).sections[0]!.items[0]!.text).toBe('Best offer: $49.00 shipping')
})

test('outside a review, where no product is known, a token is refused', () => {
  expect(proseFindings('Prices from {price}', { retailers: new Set(), tokens: { review: false } })).toHaveLength(1)
})
