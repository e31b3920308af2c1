import { afterEach, beforeEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// What prose says about a product's facts is held to the catalogue: superlatives and comparisons
// are computed from the category's products, counts, lengths and kinds must be the product's own.
// Each mistake is written into a copy of the fixture content and reported at its words.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const COMFORTCYCLE = 'pages-config/reviews/comfortcycle-r8.yaml'
const AEROROW = 'pages-config/reviews/aerorow-pro-air.yaml'
const ORBITREK = 'pages-config/reviews/orbitrek-e2.yaml'
const OARLINE = 'pages-config/reviews/oarline-classic-r1.yaml'
const STRIDEWELL = 'pages-config/reviews/stridewell-t600.yaml'
const ROWERS = 'api/catalogue/rowing-machines.yaml'
const TREADMILLS = 'api/catalogue/treadmills.yaml'
const ELLIPTICALS = 'api/catalogue/elliptical.yaml'

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

test('a superlative over our ranking that names no fact is refused: "in our ranking" sets the products it ranks among', () => {
  const text = write(AEROROW, 'A club-grade fan and frame at its list price,', 'The most complete machine in our rowing ranking, at its list price,')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(AEROROW, text, 'most complete machine')}  /scoreReasons/value  "most complete machine in our rowing ranking" ranks the product by no fact the catalogue holds, so it cannot be told; name the fact it means (max user weight, weight, dimensions, programs, resistance levels, rail length) and the claim is computed, or say what the product does without ranking it`,
  )
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

test("a count that differs from the product's count fact is refused with the fact's count", () => {
  const text = write(ORBITREK, 'About 4 feet long, it fits spare rooms', 'About 4 feet long, with 24 programs, it fits spare rooms')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(ORBITREK, text, '24 programs')}  /sections/5/items/0/text  "24 programs" contradicts the facts: Orbitrek E2 Compact Elliptical has 12 programs; write {fact:programs}`,
  )
})

test("a count in a catalogue description for a fact the product lacks is refused: its pages and scores read none", () => {
  const text = write(TREADMILLS, 'The smaller sibling of the Trail X5.', 'The smaller sibling of the Trail X5, with 12 incline levels.')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(TREADMILLS, text, '12 incline levels')}  /products/15/description  "12 incline levels": Peakform Trail X3 Treadmill has no incline levels in the catalogue, so its pages and scores read none; add inclineLevels to its catalogue facts, or drop the claim`,
  )
})

test('a length in feet is held to the fact its word names: "about 5 feet long" is the overall length, 50 in', () => {
  const text = write(ORBITREK, 'At about 4 feet long, it', 'At about 5 feet long, it')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(ORBITREK, text, 'about 5 feet long')}  /sections/4/paragraphs/0  "about 5 feet long" contradicts the facts: Orbitrek E2 Compact Elliptical's overall length is 50 in (127 cm); write {fact:dimensions}`,
  )
})

test("a rail's length for a rower the catalogue has no rail length for is refused, and an answer's \"it\" is what its question asks about", () => {
  const description = write(ROWERS, 'A step up from the Classic R1, with a heavier', 'A step up from the Classic R1, with an 84-inch rail, a heavier')
  const faq = '      - q: Can I use a tablet while rowing?\n'
  const text = write(ROWERS, faq, `      - q: How long is the rail?\n        a: It is 78 inches long.\n${faq}`)
  expect(reportLines(copy.root)).toEqual(
    expect.arrayContaining([
      `${placeOf(ROWERS, description, '84-inch rail')}  /products/6/description  "84-inch rail": Oarline Sprint R5 Magnetic Rower has no rail length in the catalogue, so its pages show none; add railLength to its catalogue facts (under measured if the site measured it), or drop the figure`,
      `${placeOf(ROWERS, text, '78 inches long')}  /products/15/faqs/0/a  "78 inches long": Oarline Fold R3 Rower has no rail length in the catalogue, so its pages show none; add railLength to its catalogue facts (under measured if the site measured it), or drop the figure`,
    ]),
  )
})

test('a length whose words name no fact of the category is refused, saying which words name one', () => {
  const text = write(ORBITREK, 'At about 4 feet long, it', 'At 20 inches deep, it')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(ORBITREK, text, '20 inches deep')}  /sections/4/paragraphs/0  "20 inches deep" gives a depth, which no fact of the catalogue holds; say which length it is, "stride" for the stride length ({fact:strideLength}), "step-up" for the step-up height ({fact:stepUpHeight}), "long", "wide" or "tall" for the overall size ({fact:dimensions}), and the figure is checked; or drop the figure`,
  )
})

test("a kind of resistance the product's typed fact does not have is refused", () => {
  const text = write(ELLIPTICALS, 'a whisper-quiet drive.', 'a whisper-quiet magnetic drive.')
  expect(reportLines(copy.root)).toContain(
    `${placeOf(ELLIPTICALS, text, 'magnetic drive')}  /products/2/description  "magnetic drive": DeskStride Mini Under-Desk Elliptical's resistance type is "other" in the catalogue, not magnetic; name the kind the catalogue gives (resistanceType) or leave the kind out`,
  )
})
