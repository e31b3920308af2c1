import { expect, test } from 'vitest'
import type { Criterion } from '../../schemas/types.gen.ts'
import { FactBook } from '../facts/FactBook.ts'
import { deriveScore, onCurve, onSteps, worstPoint } from './scoreRules.ts'
import { DerivedValues } from '../derived/DerivedValues.ts'

const facts = new FactBook(
  [
    { key: 'warranty', label: 'Warranty', kind: 'warranty' },
    { key: 'maxUserWeight', label: 'Max User Weight', kind: 'quantity', unit: 'lb' },
    { key: 'folding', label: 'Folds', kind: 'yesno' },
  ],
  new Map([['rowing-machines', { facts: [{ key: 'warranty' }, { key: 'maxUserWeight' }, { key: 'folding' }] }]]),
  'imperial',
  new DerivedValues(),
)

const durability: Criterion = {
  key: 'durability',
  label: 'Durability',
  weight: 40,
  judges: 'Warranty and capacity.',
  from: [
    { fact: 'warranty', part: 'frame', label: 'Frame warranty', weight: 2, curve: [[0, 3], [5, 7.5], [10, 9], [15, 10]] },
    { fact: 'maxUserWeight', weight: 1, curve: [[200, 3], [300, 7.5], [400, 10]], missing: 2 },
  ],
}
const subject = (values: Record<string, unknown>) => ({ category: 'rowing-machines' as const, facts: values as never })

test('a curve runs straight between its points and holds at its ends; steps give the last one reached', () => {
  const curve = [[0, 3], [5, 7.5], [10, 9]] as const
  expect(onCurve(curve, 2.5)).toBeCloseTo(5.25)
  expect(onCurve(curve, -1)).toBe(3)
  expect(onCurve(curve, Number.POSITIVE_INFINITY)).toBe(9)
  expect(onSteps([[0, 5], [1, 9]], 0)).toBe(5)
  expect(onSteps([[0, 5], [1, 9]], 1)).toBe(9)
  expect(onSteps([[1, 9]], 0)).toBe(0)
})

test('a derived sub-score is the weighted mean of its inputs through their curves, a lifetime held at the last point', () => {
  const three = deriveScore(durability, subject({ warranty: { frame: '3 yr', parts: '2 yr' }, maxUserWeight: '300 lb' }), facts)
  // Frame 3 years: 3 + 3/5 × 4.5 = 5.7; 300 lb: 7.5; (2 × 5.7 + 7.5) / 3 = 6.3.
  expect(three.score).toBe(6.3)
  expect(three.inputs).toEqual([
    { label: 'Frame warranty', value: '3 years', score: 5.7, weight: 2 },
    { label: 'Max User Weight', value: '300 lb', score: 7.5, weight: 1 },
  ])
  const lifetime = deriveScore(durability, subject({ warranty: { frame: 'lifetime' }, maxUserWeight: '136 kg' }), facts)
  expect(lifetime.inputs[0]).toMatchObject({ value: 'lifetime', score: 10 })
  // 136 kg is about 299.8 lb, read in the fact's unit.
  expect(lifetime.inputs[1]!.score).toBe(7.5)
})

test('a missing input scores its declared missing score, or by default the worst point its curve publishes: never above weak data', () => {
  const noWarranty = deriveScore(durability, subject({ maxUserWeight: '400 lb' }), facts)
  expect(noWarranty.inputs[0]).toEqual({ label: 'Frame warranty', value: 'no data', score: 3, weight: 2 })
  // (2 × 3 + 10) / 3 = 5.3: no better than a product with a frame warranty of 0 years.
  expect(noWarranty.score).toBe(5.3)
  expect(deriveScore(durability, subject({ warranty: { parts: '1 yr' }, maxUserWeight: '400 lb' }), facts).score).toBe(noWarranty.score)
  const noCapacity = deriveScore(durability, subject({ warranty: { parts: '1 yr' } }), facts)
  // A warranty that names no frame gives the frame 0 years; the capacity is missing and scores its declared 2.
  expect(noCapacity.inputs).toEqual([
    { label: 'Frame warranty', value: 'none', score: 3, weight: 2 },
    { label: 'Max User Weight', value: 'no data', score: 2, weight: 1 },
  ])
  expect(noCapacity.score).toBe(2.7)
  expect(worstPoint(durability.from![0]!)).toBe(3)
  expect(deriveScore(durability, subject({}), facts).score).toBe(2.7)
})

test('price value reads the best landed price through its curve, and a yes/no fact as 1 or 0', () => {
  const value: Criterion = { key: 'value', label: 'Price value', weight: 15, judges: 'Price.', from: [{ price: 'best-landed', curve: [[200, 10], [1200, 6]] }] }
  expect(deriveScore(value, { ...subject({}), landedPrice: 700 }, facts)).toEqual({ score: 8, inputs: [{ label: 'Best price with shipping', value: '$700.00', score: 8, weight: 1 }] })
  // Without a current price, no better than the dearest product's price value.
  expect(deriveScore(value, subject({}), facts).score).toBe(6)
  const folding: Criterion = { key: 'features', label: 'Features', weight: 15, judges: 'Folding.', from: [{ fact: 'folding', steps: [[0, 5], [1, 9]] }] }
  expect(deriveScore(folding, subject({ folding: true }), facts).inputs[0]).toMatchObject({ value: 'yes', score: 9 })
})
