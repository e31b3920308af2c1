import { afterEach, beforeEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// What prose says about a product's facts is held to the catalogue: superlatives and comparisons
// are computed from the category's products. Each mistake is written into a copy of the fixture
// content and reported at its words.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const COMFORTCYCLE = 'pages-config/reviews/comfortcycle-r8.yaml'
const AEROROW = 'pages-config/reviews/aerorow-pro-air.yaml'
const OARLINE = 'pages-config/reviews/oarline-classic-r1.yaml'
const STRIDEWELL = 'pages-config/reviews/stridewell-t600.yaml'

/** Rewrites `before` (which must be in the file) to `after` in the copy; returns the file's new text. */
function write(file: string, before: string, after: string): string {
  return copy.edit(file, (yaml) => {
    if (!yaml.includes(before)) throw new Error(`${file} no longer holds "${before}"`)
    return yaml.replace(before, after)
  })
}

test("a superlative over a fact that another product of the category beats is refused, naming that product and both values", () => {
  const text = write(COMFORTCYCLE, 'Rated for 350 lb, with a 10-year frame warranty.', 'Rated for 350 lb, the highest capacity in our tests, with a 10-year frame warranty.')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(COMFORTCYCLE, text, 'highest capacity')}  /scoreReasons/durability  "highest capacity in our tests" is not so: ComfortCycle R10 Elite Recumbent Bike has a higher max user weight: 400 lb (181 kg), against 350 lb (159 kg) for ComfortCycle R8 Step-Through Recumbent Bike; say what it has ({fact:maxUserWeight}), or drop the superlative`,
  )
})

test('a true superlative passes: the AeroRow has the highest capacity and the longest rail of the rowing machines', () => {
  write(AEROROW, 'A club-grade fan and frame at its list price,', 'The highest capacity and the longest rail of any rower in the catalogue, at its list price,')
  expect(reportLines(copy.root).filter((line) => line.startsWith(AEROROW))).toEqual([])
})

test('a superlative that names no fact is refused, asking for the fact', () => {
  const text = write(AEROROW, 'A club-grade fan and frame at its list price,', 'The smoothest stroke of any rower in the catalogue, at its list price,')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(AEROROW, text, 'smoothest stroke')}  /scoreReasons/value  "smoothest stroke of any rower in the catalogue" ranks the product by no fact the catalogue holds, so it cannot be told; name the fact it means (max user weight, weight, dimensions, programs, resistance levels, rail length) and the claim is computed, or say what the product does without ranking it`,
  )
})

test('a comparison with a named product of the catalogue is held to both products\' facts', () => {
  const text = write(STRIDEWELL, '- q: How much space does it need when folded?', '- q: Does it have more programs than the Peakform Trail X5?')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(STRIDEWELL, text, 'more programs')}  /defaults/faqs/1/q  "more programs than the Peakform Trail X5" is not so: Stridewell T600 Folding Treadmill has 30 and Peakform Trail X5 Incline Treadmill 32 (programs); say what it has ({fact:programs}), or drop the comparison`,
  )
})

test('a plain "long rail" is held to the middle of the category: the Oarline\'s rail is shorter than most', () => {
  const text = write(OARLINE, '- title: Aluminium rail', '- title: Long aluminium rail')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(OARLINE, text, 'Long aluminium rail')}  /sections/6/items/2/title  "Long aluminium rail" is not so: Oarline Classic R1 Magnetic Rowing Machine's rail length is 46.5 in (118 cm), below the middle of the 6 products of its category that have one (47.3 in (120 cm)); say what it has ({fact:railLength}), or drop the word`,
  )
})
