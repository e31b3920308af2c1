import { expect, test } from 'vitest'
import { buildComparison } from '../../engine/comparison/buildComparison.ts'
import type { ComparedProduct } from '../../engine/comparison/buildComparison.ts'
import { judgeRow } from '../../engine/comparison/judgeRow.ts'

/** A shown value and the typed amount the fact module reads for it. */
type Value = { text: string; amount?: number; unit?: string }

const product = (id: string, values: Record<string, Value>): ComparedProduct => ({
  id,
  title: id,
  facts: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.text])),
  amounts: Object.fromEntries(Object.entries(values).flatMap(([key, value]) => (value.amount === undefined ? [] : [[key, { amount: value.amount, unit: value.unit ?? '' }]]))),
})
const lb = (amount: number): Value => ({ text: `${amount} lb`, amount, unit: 'lb' })

function judged(better: 'higher' | 'lower' | undefined, ...values: (Value | undefined)[]) {
  const products = values.map((value, i) => product(`p${i}`, value === undefined ? {} : { 'spec:maxUserWeight': value }))
  const [row] = buildComparison(products, [{ spec: 'maxUserWeight', better }]).rows
  return judgeRow(row!, values.map((_, i) => i))
}

test('the higher value wins where higher is better, the lower where lower is better', () => {
  expect(judged('higher', lb(300), lb(250)).verdicts).toEqual(['better', undefined])
  expect(judged('lower', lb(300), lb(250)).verdicts).toEqual([undefined, 'better'])
})

test('equal values are a tie, stated once for the row; equal best values among others are tied best', () => {
  expect(judged('higher', lb(300), lb(300))).toEqual({ same: true, tie: true, verdicts: [undefined, undefined] })
  expect(judged('higher', lb(300), lb(300), lb(250)).verdicts).toEqual(['tied', 'tied', undefined])
})

test('no verdict without a direction, across units, or with fewer than two values', () => {
  expect(judged(undefined, lb(300), lb(250)).verdicts).toEqual([undefined, undefined])
  expect(judged('higher', lb(300), { text: '120 kg', amount: 120, unit: 'kg' }).verdicts).toEqual([undefined, undefined])
  expect(judged('higher', lb(300), undefined).verdicts).toEqual([undefined, undefined])
})

test('a row is the same when every shown product shows the same text; the columns shown decide', () => {
  const products = [product('a', { 'spec:color': { text: 'Black' } }), product('b', { 'spec:color': { text: 'Black' } }), product('c', { 'spec:color': { text: 'Grey' } })]
  const [row] = buildComparison(products, [{ spec: 'color' }]).rows
  expect(judgeRow(row!, [0, 1]).same).toBe(true)
  expect(judgeRow(row!, [0, 2]).same).toBe(false)
})

test('computed facts carry their own direction: the lower price and the higher rating win', () => {
  const products = [
    product('a', { 'computed:price': { text: '$900.00 (price as of Nov 20, 2026)', amount: 900, unit: 'USD' }, 'computed:rating': { text: '4.1 out of 5', amount: 4.1, unit: 'stars' } }),
    product('b', { 'computed:price': { text: '$1,100.00 (price as of Nov 2, 2026)', amount: 1100, unit: 'USD' }, 'computed:rating': { text: '4.6 out of 5', amount: 4.6, unit: 'stars' } }),
  ]
  const [price, rating] = buildComparison(products, [{ computed: 'price' }, { computed: 'rating' }]).rows
  expect(judgeRow(price!, [0, 1]).verdicts).toEqual(['better', undefined])
  expect(judgeRow(rating!, [0, 1]).verdicts).toEqual([undefined, 'better'])
})

test('the typed amount is what is judged, never the text: a note after a value does not hide it', () => {
  const levels = (text: string, amount: number): Value => ({ text, amount, unit: '' })
  const products = [product('a', { 'spec:inclineLevels': levels('0, flat deck', 0) }), product('b', { 'spec:inclineLevels': levels('15', 15) }), product('c', { 'spec:inclineLevels': levels('3, manual', 3) })]
  const [row] = buildComparison(products, [{ spec: 'inclineLevels', better: 'higher' }]).rows
  expect(judgeRow(row!, [0, 1, 2]).verdicts).toEqual([undefined, 'better', undefined])
})

test('a shown value without a typed amount (a note only, text) is shown and never judged', () => {
  const products = [product('a', { 'spec:motor': { text: 'None: manual, self-powered' } }), product('b', { 'spec:motor': { text: '2 hp (1.5 kW)', amount: 2, unit: 'hp' } })]
  const [row] = buildComparison(products, [{ spec: 'motor', better: 'higher' }]).rows
  expect(row!.cells.map((cell) => cell.text)).toEqual(['None: manual, self-powered', '2 hp (1.5 kW)'])
  expect(judgeRow(row!, [0, 1]).verdicts).toEqual([undefined, undefined])
})
