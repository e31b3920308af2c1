import { expect, test } from 'vitest'
import { comparable, compareFact } from './compareFact.ts'
import type { FactDef } from './FactDef.ts'
import { formatFact } from './formatFact.ts'
import { parseFact } from './parseFact.ts'
import { warrantyYears } from './warranty.ts'

const def = (over: Partial<FactDef> & Pick<FactDef, 'key' | 'kind'>): FactDef => ({ label: over.key, better: 'none', filter: 'none', required: false, ...over })
const capacity = def({ key: 'maxUserWeight', label: 'Max User Weight', kind: 'quantity', unit: 'lb', better: 'higher' })
const size = def({ key: 'dimensions', label: 'Dimensions', kind: 'size', unit: 'in' })
const motor = def({ key: 'motor', label: 'Motor', kind: 'quantity', unit: 'hp', better: 'higher' })
const shown = (raw: Parameters<typeof parseFact>[0], fact: FactDef, system: 'imperial' | 'metric' = 'imperial') => {
  const value = parseFact(raw, fact)
  if ('problem' in value) throw new Error(value.problem)
  return formatFact(value, fact, system)
}

test('a quantity shows the main unit system first and the other beside it, rounded per unit', () => {
  expect(shown('500 lb', capacity)).toBe('500 lb (227 kg)')
  expect(shown('300 lb', capacity, 'metric')).toBe('136 kg (300 lb)')
  // Written in kilograms, a pound fact still shows pounds first on an imperial site.
  expect(shown('150 kg', capacity)).toBe('331 lb (150 kg)')
  expect(shown({ value: '3 hp', note: 'continuous' }, motor)).toBe('3 hp (2.2 kW), continuous')
  expect(shown({ length: '73 in', width: '33 in', height: '58 in' }, size)).toBe('73 × 33 × 58 in (185 × 84 × 147 cm)')
})

test('counts, yes/no, choices and money read as shoppers say them', () => {
  expect(shown(12, def({ key: 'programs', kind: 'count' }))).toBe('12')
  expect(shown(true, def({ key: 'folding', kind: 'yesno' }))).toBe('Yes')
  expect(shown('magnetic', def({ key: 'resistanceType', kind: 'choice', choices: ['magnetic', 'air'] }))).toBe('Magnetic')
  expect(shown('999.99 USD', def({ key: 'listPrice', kind: 'money', unit: 'USD' }))).toBe('$999.99')
})

test('a comparison ranks by the vocabulary\'s direction across units, and says when values tie', () => {
  const read = (raw: string) => parseFact(raw, capacity) as Exclude<ReturnType<typeof parseFact>, { problem: string }>
  expect(compareFact(read('300 lb'), read('250 lb'), capacity)).toBe('a')
  // 150 kg is about 331 lb: more than 300 lb.
  expect(compareFact(read('300 lb'), read('150 kg'), capacity)).toBe('b')
  expect(compareFact(read('300 lb'), read('300 lb'), capacity)).toBe('tie')
  expect(compareFact(read('300 lb'), undefined, capacity)).toBeUndefined()
  expect(comparable(read('150 kg'), capacity)).toBeCloseTo(330.69, 1)
  const lighter = def({ key: 'stepUpHeight', kind: 'quantity', unit: 'in', better: 'lower' })
  expect(compareFact(parseFact('8 in', lighter) as never, parseFact('9 in', lighter) as never, lighter)).toBe('a')
})

test('values that do not fit their definition are problems, not guesses', () => {
  expect(parseFact('500 lbz', capacity)).toEqual({ problem: expect.stringContaining('unknown unit "lbz"') })
  expect(parseFact('3 hp', capacity)).toEqual({ problem: expect.stringContaining('unknown unit "hp"') })
  expect(parseFact(500, capacity)).toEqual({ problem: expect.stringContaining('has no unit') })
  expect(parseFact('twelve', def({ key: 'programs', kind: 'count' }))).toEqual({ problem: expect.stringContaining('is not a whole number') })
})

test('a warranty reads as a duration per part, shows as shoppers say it, and gives each part its years', () => {
  const warranty = def({ key: 'warranty', label: 'Warranty', kind: 'warranty' })
  expect(shown({ frame: '5 yr', parts: '2 yr', labor: '1 yr' }, warranty)).toBe('5-year frame, 2-year parts, 1-year labor')
  expect(shown({ frame: 'lifetime', motor: 'lifetime', parts: '5 yr' }, warranty)).toBe('Lifetime frame and motor, 5-year parts')
  expect(shown({ parts: '1 yr', labor: '90 day' }, warranty)).toBe('1-year parts, 90-day labor')
  const read = parseFact({ frame: 'lifetime', parts: '6 month' }, warranty) as Exclude<ReturnType<typeof parseFact>, { problem: string }>
  expect(warrantyYears(read, 'frame')).toBe(Number.POSITIVE_INFINITY)
  expect(warrantyYears(read, 'parts')).toBe(0.5)
  // A part the warranty does not name has no cover of its own; no warranty at all is no data.
  expect(warrantyYears(read, 'labor')).toBe(0)
  expect(warrantyYears(undefined, 'frame')).toBeUndefined()
  expect(parseFact({ frame: '5 years' }, warranty)).toEqual({ problem: expect.stringContaining('is not a duration'), path: ['frame'] })
  expect(parseFact({ fram: '5 yr' } as never, warranty)).toEqual({ problem: expect.stringContaining('did you mean "frame"'), path: ['fram'] })
  expect(parseFact('5-year frame', warranty)).toEqual({ problem: expect.stringContaining('is not a warranty by part') })
})
