import { describe, expect, test } from 'vitest'
import { proseFindings } from '../../engine/prose/proseRules.ts'
import type { ProseContext } from '../../engine/prose/ProseFamily.ts'
import { rankClaimsFamily } from '../../engine/prose/rankClaims.ts'

// A place in our ranking, our pick or the best of our tests is rendered from the ranking ({rank}),
// never typed: the words would stay when prices move the ranking.

const review: ProseContext = { tokens: { review: true }, retailers: new Set() }
const claims = (text: string) => proseFindings(text, review, [rankClaimsFamily]).map((finding) => finding.text)

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
