import { describe, expect, test } from 'vitest'
import { proseFindings } from '../../engine/prose/proseRules.ts'
import type { ProseContext } from '../../engine/prose/ProseFamily.ts'
import { rankClaimsFamily } from '../../engine/prose/rankClaims.ts'

// A place in our ranking, our pick or the best of our tests is rendered from the ranking ({rank}),
// never typed: the words would stay when prices move the ranking.

const review: ProseContext = { tokens: { review: true }, retailers: new Set() }
const page: ProseContext = { tokens: { review: false }, retailers: new Set() }
const claims = (text: string, context = review) => proseFindings(text, context, [rankClaimsFamily]).map((finding) => finding.text)

describe('what claims a place in our ranking', () => {
  test.each([
    ['The bike we rank first for serious riders', 'rank first'],
    ['Build quality is the other reason it tops our ranking.', 'tops our ranking'],
    ['Why the Stridewell T600 leads our home treadmill ranking', 'leads our home treadmill ranking'],
    ['The best-value elliptical in our ranking.', 'best-value elliptical in our ranking'],
    ['There is no better machine in our tests.', 'better machine in our tests'],
    ['It is our top pick for small flats.', 'our top pick'],
    ['Of all the treadmills on our list, it is the one we recommend first.', 'recommend first'],
    ['It is the rower we recommend to most people training at home.', 'we recommend to most'],
    ['Our top recommendation for tall riders.', 'Our top recommendation'],
  ])('%s', (text, words) => {
    expect(claims(text)).toEqual([words])
  })
})

describe("what says a product is the best, by ratings or by sales, in the product's own texts", () => {
  test.each([
    ['the best treadmill for most homes', 'the best treadmill'],
    ['The Stridewell T600 is the best treadmill for most homes.', 'the best treadmill'],
    ['The R1 gives the best mix of quiet running and price.', 'the best mix'],
    ['The E2 is one of the best-rated ellipticals on our site.', 'best-rated'],
    ['The Orbitrek E2 offers the best owner ratings.', 'best owner ratings'],
    ['It is the most popular product in our ranking by a wide margin.', 'is the most popular'],
    ['It is one of the most popular products on our site.', 'one of the most popular'],
    ['Stridewell T600 review - our top folding machine for home use.', 'our top'],
  ])('%s', (text, words) => {
    expect(claims(text)).toEqual([words])
  })

  test('a page about no one product may call its list the best, and an app may be popular', () => {
    expect(claims('The best home cardio machines of 2025, ranked', page)).toEqual([])
    expect(claims('Compare our top-ranked machines side by side, or our top machines of each kind.', page)).toEqual([])
    expect(claims('It broadcasts speed over Bluetooth to most popular running apps.')).toEqual([])
    expect(claims('Order at the best current offer.')).toEqual([])
    expect(claims('The best way to clean the belt is a dry cloth.')).toEqual([])
  })
})

describe('what does not', () => {
  test.each([
    'The recumbent bike we recommend for seniors and heavier riders.',
    'We recommend a dedicated 20-amp circuit.',
    'Speed rises first, then incline.',
    'It is an easy machine to recommend.',
  ])('%s', (text) => {
    expect(claims(text)).toEqual([])
  })
})
