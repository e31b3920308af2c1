import { expect, test } from 'vitest'
import { buildComparison, comparable } from '../../engine/comparison/buildComparison.ts'
import type { ComparedProduct } from '../../engine/comparison/buildComparison.ts'
import { judgeRow } from '../../engine/comparison/judgeRow.ts'

const product = (id: string, facts: Record<string, string>): ComparedProduct => ({ id, title: id, facts })

function judged(better: 'higher' | 'lower' | undefined, ...values: (string | undefined)[]) {
  const products = values.map((value, i) => product(`p${i}`, value === undefined ? {} : { 'spec:maxUserWeight': value }))
  const [row] = buildComparison(products, [{ spec: 'maxUserWeight', better }]).rows
  return judgeRow(row!, values.map((_, i) => i))
}

test('the higher value wins where higher is better, the lower where lower is better', () => {
  expect(judged('higher', '300 lbs', '250 lbs').verdicts).toEqual(['better', undefined])
  expect(judged('lower', '300 lbs', '250 lbs').verdicts).toEqual([undefined, 'better'])
})

test('equal values are a tie, stated once for the row; equal best values among others are tied best', () => {
  expect(judged('higher', '300 lbs', '300 lbs')).toEqual({ same: true, tie: true, verdicts: [undefined, undefined] })
  expect(judged('higher', '300 lbs', '300 lbs', '250 lbs').verdicts).toEqual(['tied', 'tied', undefined])
})

test('no verdict without a direction, across units, or with fewer than two values', () => {
  expect(judged(undefined, '300 lbs', '250 lbs').verdicts).toEqual([undefined, undefined])
  expect(judged('higher', '300 lbs', '120 kg').verdicts).toEqual([undefined, undefined])
  expect(judged('higher', '300 lbs', undefined).verdicts).toEqual([undefined, undefined])
})

test('a row is the same when every shown product shows the same text; the columns shown decide', () => {
  const products = [product('a', { 'spec:color': 'Black' }), product('b', { 'spec:color': 'Black' }), product('c', { 'spec:color': 'Grey' })]
  const [row] = buildComparison(products, [{ spec: 'color' }]).rows
  expect(judgeRow(row!, [0, 1]).same).toBe(true)
  expect(judgeRow(row!, [0, 2]).same).toBe(false)
})

test('computed facts carry their own direction: the lower price and the higher rating win', () => {
  const products = [product('a', { 'computed:price': '$900.00 (price as of Nov 20, 2026)', 'computed:rating': '4.1 out of 5' }), product('b', { 'computed:price': '$1,100.00 (price as of Nov 2, 2026)', 'computed:rating': '4.6 out of 5' })]
  const [price, rating] = buildComparison(products, [{ computed: 'price' }, { computed: 'rating' }]).rows
  expect(judgeRow(price!, [0, 1]).verdicts).toEqual(['better', undefined])
  expect(judgeRow(rating!, [0, 1]).verdicts).toEqual([undefined, 'better'])
})

test('a leading amount and the words after it are what is compared', () => {
  expect(comparable('3.0 CHP')).toEqual({ amount: 3, unit: 'CHP' })
  expect(comparable('16 magnetic levels')).toEqual({ amount: 16, unit: 'magnetic levels' })
  expect(comparable('$1,299.99 (price as of Nov 20, 2026)')).toEqual({ amount: 1299.99, unit: '$' })
  expect(comparable('12%')).toEqual({ amount: 12, unit: '%' })
  expect(comparable('None (flat deck)')).toBeUndefined()
})
