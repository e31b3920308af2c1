import { afterEach, describe, expect, test } from 'vitest'
import type { FactBook } from '../../engine/facts/FactBook.ts'
import { proseFindings } from '../../engine/prose/proseRules.ts'
import type { ProseContext, ProseProduct } from '../../engine/prose/ProseFamily.ts'
import { testingClaimsFamily } from '../../engine/prose/testingClaims.ts'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// A claim of testing or experience cites a test record ({test:<criterion>}) in the same text, or it
// goes: the check refuses it at its words, with the token to write or "say less".

let copy: ReturnType<typeof fixtureCopy> | undefined
afterEach(() => copy?.remove())

function checkWith(file: string, before: string, after: string): { lines: string[]; text: string } {
  copy = fixtureCopy()
  const text = copy.edit(file, (yaml) => {
    if (!yaml.includes(before)) throw new Error(`${file} no longer holds ${JSON.stringify(before)}`)
    return yaml.replace(before, after)
  })
  return { lines: reportLines(copy.root), text }
}

const KINETIQ = 'pages-config/reviews/kinetiq-compact-rower.yaml'
const T600 = 'pages-config/reviews/stridewell-t600.yaml'
const RESEARCH = 'pages-config/pages/research.yaml'

describe('the check refuses a claim of testing no record backs, at its words', () => {
  test("in a review whose product has no test record: say what the data shows, or say less", () => {
    const { lines, text } = checkWith(KINETIQ, '        The rower arrives in one box', '        We rowed on it for six weeks. The rower arrives in one box')
    expect(lines).toEqual([
      `${placeOf(KINETIQ, text, 'We rowed')}  /sections/10/paragraphs/0  "We rowed" claims testing or experience, and Kinetiq Compact Magnetic Rower has no test record to cite; say what its facts and customer ratings show, or say less`,
    ])
  })

  test('in a review whose product has a record: the token to write; written in the same text, the claim stands', () => {
    const { lines, text } = checkWith(T600, '      - Cushioned deck that is easy on the joints', '      - A deck our testers loved')
    expect(lines).toEqual([
      `${placeOf(T600, text, 'our testers')}  /sections/11/pros/2  "our testers" claims testing or experience, and this text cites no record; write {test:cushioning} (tested 2026-10-14) in it if the claim is what that test found, or say less`,
    ])
    copy!.remove()
    expect(checkWith(T600, '      - Cushioned deck that is easy on the joints', '      - "A deck our testers found easy on the joints {test:cushioning}"').lines).toEqual([])
  })

  test('on a page about no one product, where only the records may say what was tested', () => {
    const { lines, text } = checkWith(RESEARCH, '        We start with the manufacturer', '        A 310 lb rider and a 72-year-old try each machine. We start with the manufacturer')
    expect(lines).toEqual([
      `${placeOf(RESEARCH, text, '310 lb rider')}  /sections/1/paragraphs/0  "310 lb rider" claims testing or experience on a page about no one product; such a page shows testing only through the records (the test-records section lists them): say less`,
    ])
  })

  test('a noise comparison in a catalogue entry, which cannot cite a record', () => {
    const file = 'api/catalogue/treadmills.yaml'
    const { lines, text } = checkWith(file, 'It folds, which the Pro 3000 does not.', 'It folds, and it is quieter than the Pro 3000.')
    expect(lines).toEqual([
      `${placeOf(file, text, 'quieter than the Pro')}  /products/9/description  "quieter than" compares noise, which no record of ours measured, and a catalogue entry cannot cite a record; say less here: only a review can cite one ({test:cushioning})`,
    ])
  })
})

describe('{test:<criterion>} names a record the product has', () => {
  test('in a review of a product without records, and for a criterion its product has no record of', () => {
    const rower = checkWith(KINETIQ, '        The rower arrives in one box', '        Tested {test:cushioning}, the rower arrives in one box')
    expect(rower.lines).toEqual([
      `${placeOf(KINETIQ, rower.text, '{test:cushioning}')}  /sections/10/paragraphs/0  "{test:cushioning}": the product has no test record, so there is no test to cite; say what its facts and customer ratings show, or say less`,
    ])
    copy!.remove()
    const treadmill = checkWith(T600, '      - Cushioned deck that is easy on the joints', '      - "Cushioned deck {test:comfort}"')
    expect(treadmill.lines).toEqual([
      `${placeOf(T600, treadmill.text, '{test:comfort}')}  /sections/11/pros/2  "{test:comfort}": the product has no "comfort" test record; cite one it has: {test:cushioning}`,
    ])
  })
})

describe('what is and is not a claim of testing', () => {
  const product = { id: 'x', title: 'X Rower', category: 'rowing-machines', brand: 'X', image: '/images/x.svg', rating: { stars: 4, count: 1 }, description: 'x', facts: {} } as unknown as ProseProduct
  const review: ProseContext = { tokens: { review: true, tests: new Set() }, retailers: new Set(), subject: { product, categoryProducts: [], book: {} as FactBook } }
  const page: ProseContext = { tokens: { review: false }, retailers: new Set() }
  const claims = (text: string, context: ProseContext = review) => proseFindings(text, context, [testingClaimsFamily]).map((finding) => finding.text)

  test.each([
    ['We tested it for a month.', 'tested'],
    ['It is the best smart rower we have tested.', 'tested'],
    ['In our tests it stayed stable.', 'our tests'],
    ['Our test results, pros and cons.', 'Our test'],
    ['Some testers preferred padded shorts.', 'testers'],
    ['Most of our older testers liked it.', 'our older testers'],
    ['Our least sporty tester finished twenty classes.', 'Our least sporty tester'],
    ['Our panel included two riders.', 'Our panel'],
    ['It held steady when our strongest rider stood up.', 'our strongest rider'],
    ['The panel included a 72-year-old.', '72-year-old'],
    ['It suited a 310 lb rider.', '310 lb rider'],
    ['We rode the C7 for five weeks.', 'We rode'],
    ['After a month of daily rides it still felt solid.', 'After a month of'],
    ['Over four weeks of testing, it stayed quiet.', 'Over four weeks of'],
    ['After 200 miles the belt still tracked true.', '200 miles'],
    ['Setup took us 20 minutes.', 'took us'],
    ['It adjusts to every shoe size we tried.', 'we tried'],
    ['It is quieter than an air rower.', 'quieter than'],
    ['The S22 is quieter and cheaper.', 'quieter'],
    ['It is the quietest bike here.', 'quietest'],
    ['We pushed splits under two minutes.', 'We pushed'],
    ['Our road cyclists liked the position.', 'Our road cyclists'],
    ['It is the machine we use as our own benchmark.', 'we use as'],
    ['The foam did not slip when our hands were sweaty.', 'our hands were'],
    ['A few of our longer sessions needed a seat pad.', 'our longer sessions'],
    ['In our experience the cylinders last for years.', 'In our experience'],
    ['The build is better than we expected.', 'than we expected'],
    ['Colleagues on our calls could not hear it.', 'on our calls'],
    ['In our open-plan test, the next desks could not hear it.', 'our open-plan test'],
  ])('%s -> "%s"', (text, words) => {
    expect(claims(text)).toEqual([words])
  })

  test.each([
    'Is it louder than a wooden water rower?',
    'Lubricate the belt every 150 miles.',
    'Its top speed is 12 miles per hour.',
    'The frame is lab-tested and tested to 500 lb by the maker.',
    "The retailer's offer: take a month of classes before you decide.",
    'It is rated for a 300 lb user.',
    'A tester scores it on each machine, and each score carries its test record.',
    'We never test a machine the maker has not sent.',
    'Its noise is not measured here, and we have not measured it.',
  ])('not a claim: %s', (text) => {
    expect(claims(text)).toEqual([])
  })

  test('one finding a sentence, at its first claim; a text citing a record, a question and a record itself claim nothing', () => {
    expect(claims('We rowed for six weeks and our testers loved it. Then we tested it again.')).toEqual(['We rowed', 'tested'])
    expect(claims('Our testers loved the deck {test:cushioning}.')).toEqual([])
    expect(claims('Our testers rowed it for a month.', { ...review, inRecord: true })).toEqual([])
  })

  test('a noise comparison is a claim in a product\'s words; a page about no one product may say what a kind of resistance does', () => {
    expect(claims('Magnetic resistance is quieter than a fan.', page)).toEqual([])
    expect(claims('We tested magnetic rowers.', page)).toEqual(['tested'])
  })
})
