import { claimsFamily, anyOf } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding } from './ProseFamily.ts'

const COUNT = String.raw`(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|a\s+few|a\s+couple\s+of)`

/** Words that claim we tested, used or measured a machine, or who did: each needs a test record behind it. */
const TESTING: readonly RegExp[] = [
  // "we tested", "after three weeks of testing", "Access and comfort tested."; not a maker's "lab-tested" or "tested to 500 lb"
  /(?<![-\w])test(?:ed|ing)\b(?!\s+to\b)/gi,
  // "in our tests", "our open-plan test", "our test bike", "our test results", "we test", "a test panel"
  /\b(?:our|in\s+the)\s+(?:own\s+)?tests?\b|\bour\s+(?:(?!(?:an?|the|own)\b)[\w-]+\s+){1,2}?tests?\b|\bwe\s+(?!never\b|cannot\b)(?:\w+\s+)?test\b|\btest\s+(?:panel|riders?|runners?|team|bike|machine|unit|sessions?|period)\b/gi,
  // "our testers", "some testers", "Our tallest tester", "every tester", "our panel", "our fittest rider"
  /\b(?:our\s+(?:(?!(?:an?|the)\b)[\w-]+\s+)?)?testers\b|\b(?:our|every|each|one\s+of\s+our)\s+(?:(?!(?:an?|the)\b)[\w-]+\s+){0,2}?tester\b|\b(?:our|test)\s+panel\b|\bour\s+(?:(?!(?:an?|the)\b)[\w-]+\s+){0,2}?(?:riders?|runners?|walkers?|cyclists?|colleagues)\b/gi,
  // who tested: "a 72-year-old", "a 310 lb rider"
  /\b\d+-year-old\b|\b\d+\s?(?:lb|lbs|pounds?|kg)\s+(?:riders?|runners?|walkers?|testers?)\b/gi,
  // first-hand use: "we rode the C7 for five weeks", "we found", "we train on them", "set-up took us 20 minutes", "hands-on"
  /\bwe(?:'ve|\s+have|\s+had)?\s+(?!(?:not|never)\b)(?:\w+\s+)?(?:rode|ridden|ran|rowed|walked|hiked|jogged|sprinted|climbed|pedal+ed|used|trained|lived\s+with|found|felt|noticed|liked|loved|heard|tried|pushed|logged|clocked|timed|measured)\b|\bwe\s+(?:train|ride|row|run|climb|walk|pedal)\s+(?:on|it|them|every|each|the)\b|\btook\s+us\b|\bhands-on\b/gi,
  // what we say we know from use: "in our experience", "our findings", "the machine we use as our own benchmark", "our hands were sweaty", "on our calls", "our longer sessions", "better than we expected"
  /\b(?:in|from)\s+our\s+(?:own\s+)?experience\b|\bour\s+(?:own\s+)?(?:findings|benchmark)\b|\bwe\s+use\s+(?:it\s+)?as\b|\bour\s+(?:hands|feet|legs|knees|backs?)\s+(?:were|was|got|felt|stayed)\b|\bon\s+our\s+(?:calls|desks?)\b|\bour\s+(?:[\w-]+\s+)?(?:rows|rides|runs|walks|sessions|workouts)\b|\bthan\s+we\s+(?:expected|thought)\b/gi,
  // how long or far: "after four weeks of", "a month of daily rides", "200 miles"; not an offer ("a month of classes") or a service interval ("every 150 miles")
  new RegExp(String.raw`\b(?:after|over|during|following|with)\s+${COUNT}\s+(?:full\s+)?(?:weeks?|months?|days?)\s+of\b|\b${COUNT}\s+(?:full\s+)?(?:weeks?|months?|days?)\s+of\s+(?:testing|tests|use|using|daily|regular|riding|rides|rowing|rows|walking|running|runs|training|sessions|folding|workouts|climbing)\b|(?<!\bevery\s)\b\d[\d,]*(?:\.\d+)?\s+(?:miles|km|kilometres|kilometers)\b(?!\s+(?:per|an|a)\s+hour)`, 'gi'),
]

/** Noise compared or ranked ("quieter than", "the S22 is quieter", "the loudest sound"): a measurement no record of ours holds. Read in a product's own words only: a guide may say what a kind of resistance does. */
const NOISE = /\b(?:quieter|louder|noisier)(?:\s+than)?\b|\b(?:quietest|loudest|noisiest)\b/gi

/** A record cited in the same text: what the claims around it stand on (the token itself is checked by the tokens family). */
const CITES = /\{test:[^{}\s]*\}/

/** Sentences, a period inside a number ("3.5 hp") or a name kept within its sentence. */
const SENTENCE = /(?:[^.!?]|[.!?](?=\S))+(?:[.!?]+|$)/g

/**
 * Claims of testing or experience ("we tested", "our testers", "after a month of daily rides", "a
 * 310 lb rider", "quieter than") are held to the records: in a text that cites no record with
 * {test:<criterion>}, each is refused at its words. A question claims nothing; a test record's own
 * words are the evidence, not a claim.
 */
export const testingClaimsFamily: ProseFamily = claimsFamily<Claim>({
  name: 'testing claims',
  mayMatch: anyOf(/test|we\s|panel|year-old|\d\s?(?:lb|pound|kg)|quiet|loud|nois|week|month|day|mile|km|kilomet|rider|runner|walker|cyclist|colleague|took us|hands-on|our\s|we use|experience|benchmark|findings|expected|thought/i, ...TESTING, NOISE),
  // A test record's own words claim nothing, and a review whose product is not known yet (its
  // catalogue file is broken) is read once its records are; noise is a claim about a product only.
  key: (context) => (context.inRecord ? 'record' : context.tokens.review && !context.subject ? 'unknown product' : context.subject ? 'product' : 'site'),
  read: (text, context) => (context.inRecord || (context.tokens.review && !context.subject) || CITES.test(text) ? [] : claimsIn(text, context.subject !== undefined)),
  judge: (claims, _text, context) => claims.map((claim): ProseFinding => ({ index: claim.index, text: claim.words, message: claimMessage(claim, context) })),
})

/** The text's claims, at most one a sentence (a question claims nothing), each at its place in the text. */
function claimsIn(text: string, aboutProduct: boolean): Claim[] {
  const claims: Claim[] = []
  for (const sentence of text.matchAll(SENTENCE)) {
    if (sentence[0].trimEnd().endsWith('?')) continue
    const claim = firstClaim(sentence[0], aboutProduct)
    if (claim) claims.push({ ...claim, index: sentence.index + claim.index })
  }
  return claims
}

type Claim = { index: number; words: string; noise: boolean }

/** The sentence's first claim: one finding a sentence, at its first words that claim. */
function firstClaim(sentence: string, aboutProduct: boolean): Claim | undefined {
  let first: Claim | undefined
  const patterns = aboutProduct ? [...TESTING, NOISE] : TESTING
  for (const pattern of patterns) {
    for (const match of sentence.matchAll(pattern)) {
      if (!first || match.index < first.index) first = { index: match.index, words: match[0], noise: pattern === NOISE }
      break
    }
  }
  return first
}

/** The product's test records, by criterion key, with their dates. */
function recordsOf(context: ProseContext): { key: string; date?: string | undefined }[] {
  return Object.entries(context.subject?.product.scores ?? {}).flatMap(([key, record]) => (typeof record === 'object' ? [{ key, date: record.date }] : []))
}

function claimMessage(claim: Claim, context: ProseContext): string {
  const what = claim.noise ? `compares noise, which no record of ours measured` : 'claims testing or experience'
  if (!context.subject) return `"${claim.words}" ${what} on a page about no one product; such a page shows testing only through the records (the test-records section lists them): say less`
  const records = recordsOf(context)
  if (!records.length) return `"${claim.words}" ${what}, and ${context.subject.product.title} has no test record to cite; say what its facts and customer ratings show, or say less`
  const tokens = records.map((record) => `{test:${record.key}}`).join(' or ')
  if (!context.tokens.review) return `"${claim.words}" ${what}, and a catalogue entry cannot cite a record; say less here: only a review can cite one (${tokens})`
  const tested = records.map((record) => `{test:${record.key}}${record.date ? ` (tested ${record.date})` : ''}`).join(' or ')
  return `"${claim.words}" ${what}, and this text cites no record; write ${tested} in it if the claim is what that test found, or say less`
}
