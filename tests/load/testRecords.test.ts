import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// A judged score is worth what its record shows: the check holds each record to the published
// levels of its criterion, to the product's measurements and to the data set's date, and each
// observation to its own product. Each test injects one mistake into a copy of the content.

const CATALOGUE = 'api/catalogue/treadmills.yaml'
const CATEGORY = 'pages-config/categories/treadmills.yaml'

let copy: ReturnType<typeof fixtureCopy>
afterEach(() => copy.remove())

/** The check's lines after one replacement in one file of a fresh copy, and the file's new text. */
function checkWith(file: string, before: string, after: string): { lines: string[]; text: string } {
  copy = fixtureCopy()
  const text = copy.edit(file, (yaml) => {
    if (!yaml.includes(before)) throw new Error(`${file} no longer holds ${JSON.stringify(before)}`)
    return yaml.replace(before, after)
  })
  return { lines: reportLines(copy.root), text }
}

test("a judged score outside its record's level band is reported at the score, with the band and the level that holds it", () => {
  // The Northtrail Trek 10's record says its deck gives little: 9.2 is not a firm deck's score.
  const { lines, text } = checkWith(CATALOGUE, 'score: 7.2\n        level: Firm', 'score: 9.2\n        level: Firm')
  expect(lines).toEqual([
    `${placeOf(CATALOGUE, text, '9.2\n        level: Firm')}  /products/19/scores/cushioning/score  the "cushioning" score 9.2 is outside the band of its record's level, Firm (5.5-8.4); a judged score lies in its level's band: give a score in 5.5-8.4, or name the level that holds 9.2, Even give (8.5-10), if that is what the tester found`,
  ])
})

test('a level the scale does not have is reported at the level, with the nearest name and the levels to use', () => {
  const { lines, text } = checkWith(CATALOGUE, 'score: 7.2\n        level: Firm', 'score: 7.2\n        level: Frim')
  expect(lines).toEqual([
    `${placeOf(CATALOGUE, text, 'Frim')}  /products/19/scores/cushioning/level  level "Frim" is not a level of the cushioning scale in ${CATEGORY} (did you mean "Firm"?); write one of Even give (8.5-10), Firm (5.5-8.4), Hard (0-5.4)`,
  ])
})

test('where the scale reads a measurement, a record without it is reported at the record; a measurement the product lacks is reported too', () => {
  const { lines } = checkWith(CATEGORY, '      levels:\n', '      measures: deckLength\n      levels:\n')
  // 4 of the 25 treadmills have a measured deck; each of the 21 others' records is reported.
  expect(lines).toHaveLength(21)
  const catalogue = readFileSync(join(copy.root, CATALOGUE), 'utf8')
  const record = catalogue.indexOf('score: 8.2', catalogue.indexOf('  - id: stridewell-t900-smart'))
  expect(lines[0]).toBe(`${CATALOGUE}:${catalogue.slice(0, record).split('\n').length}:9  /products/4/scores/cushioning  the cushioning scale reads the measured deck length: write measured: deckLength in the record, with the product's measurement under measured: deckLength`)

  // A record that names a measurement the product does not have.
  copy.remove()
  const named = checkWith(CATALOGUE, '        observation: "The long deck', '        measured: deckLength\n        observation: "The long deck')
  expect(named.lines).toEqual([
    `${placeOf(CATALOGUE, named.text, 'deckLength\n        observation: "The long deck')}  /products/21/scores/cushioning/measured  the record names the measured deck length, but ironpace-club-5000 has no measured: deckLength; add the measurement the tester took, or remove measured: from the record and the measuring from its test`,
  ])
})

test('two records with one observation: the second is reported at its observation, naming the first product and its line', () => {
  const first = 'The six elastomer pads give evenly at 6 mph without bounce, and the belt leaves room for a full running stride.'
  const { lines, text } = checkWith(CATALOGUE, 'Even give at 6 mph from the front of the deck to the back, with a soft landing and no bounce.', 'the six elastomer pads give evenly at 6 mph  without bounce, and the belt leaves room for a full running stride.')
  const firstLine = placeOf(CATALOGUE, text, first).split(':')[1]
  expect(lines).toEqual([
    `${placeOf(CATALOGUE, text, '"the six elastomer')}  /products/24/scores/cushioning/observation  the same observation as stridewell-t600's "cushioning" record (${CATALOGUE}:${firstLine}); two records with one observation say nothing about either product: write what the tester found on velocita-v9`,
  ])
})

test("a record dated after the data set's date is reported at its date", () => {
  const { lines, text } = checkWith(CATALOGUE, 'date: "2026-10-14"\n        test: Walked 10 minutes at a brisk pace', 'date: "2026-12-01"\n        test: Walked 10 minutes at a brisk pace')
  expect(lines).toEqual([
    `${placeOf(CATALOGUE, text, '"2026-12-01"')}  /products/20/scores/cushioning/date  the test is dated 2026-12-01, after the data set's date (dataAsOf 2026-11-20 in pages-config/site.yaml); a record is of a test already done: write the day it was done`,
  ])
})

test('levels whose bands overlap, or leave scores in no level, are reported at the band', () => {
  const overlap = checkWith(CATEGORY, 'band: [5.5, 8.4]', 'band: [5.5, 8.6]')
  // Read from the lowest band up: the level that starts inside the one below is reported.
  expect(overlap.lines).toEqual([
    `${placeOf(CATEGORY, overlap.text, '[8.5, 10]')}  /method/criteria/1/levels/0/band  level Even give (8.5-10) overlaps Firm (5.5-8.6); a score belongs to one level, so start "Even give" at 8.7 or end "Firm" at 8.4`,
  ])
  copy.remove()
  const gap = checkWith(CATEGORY, 'band: [0, 5.4]', 'band: [0, 5]')
  expect(gap.lines).toEqual([
    `${placeOf(CATEGORY, gap.text, '[5.5, 8.4]')}  /method/criteria/1/levels/1/band  no level holds the scores 5.1 to 5.4 (between Hard (0-5) and Firm (5.5-8.4)); the bands must cover 0 to 10: start "Firm" at 5.1 or end "Hard" at 5.4`,
  ])
})

test("a judged criterion's scale written as free text instead of levels is reported, with the levels to write", () => {
  const { lines, text } = checkWith(CATEGORY, '      levels:\n', '      scale: "10: even give; 7: firm; 4: hard."\n      levels:\n')
  expect(lines).toEqual([
    `${placeOf(CATEGORY, text, '"10: even give')}  /method/criteria/1/scale  a judged criterion's scale is its levels; write what scale: says as levels: [{ name: Even give, band: [8.5, 10], description: what earns it }, { name: Firm, band: [5.5, 8.4], description: ... }, { name: Hard, band: [0, 5.4], description: ... }], and remove scale:`,
  ])
})
