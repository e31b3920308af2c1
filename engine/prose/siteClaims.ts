import { spanYears, warrantySpanText } from '../facts/warranty.ts'
import { anyOf } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding, SiteFacts } from './ProseFamily.ts'

/** "The customer rating at the retailer", "owner reviews on the retailer's site". */
const AT_RETAILER = /\b(?:(?:customer|owner|user|buyer)s?'?\s+)?(?:ratings?|reviews?|stars|feedback)\s+(?:given\s+|left\s+)?(?:at|on|from)\s+(?:the\s+)?(?:retailers?|shops?|stores?)(?:'s?\s+(?:site|page|website)s?)?\b/gi

/** Owners' review texts: the content holds averages and counts only. */
const REVIEW_TEXTS = [
  /\b(?:thousands|hundreds|dozens|scores|millions|many(?:\s+hundreds)?|countless)\s+of\s+(?:owner|customer|user|buyer)s?'?\s+reviews\b/gi,
  /\b(?:read|reading|reads|studied|study|analy[sz]e[sd]?)\s+(?:[\w-]+\s+){0,3}?(?:owner|customer|user|buyer)s?'?\s+reviews\b/gi,
  /\bwhat\s+(?:thousands|hundreds|dozens|many)\s+of\s+(?:owners|customers|users|buyers)\s+(?:report|say|write|tell)\b/gi,
  /\b(?:one|two|three|four|five|[1-5])[- ]star\s+reviews\b/gi,
]

/** A figure of the site's own audience: "over 1,000,000 shoppers", "a million readers". */
const AUDIENCE = /\b(?:(?:over|more\s+than|nearly|almost|about|around|some)\s+)?(?:\d[\d,.]*\s*(?:k|m|million|thousand)?|(?:a|one|two|ten)\s+million|millions\s+of)\+?\s+(?:shoppers|visitors|readers)\b/gi

/** That there is no newsletter, while the footer has its form. */
const NO_NEWSLETTER = /\bno\s+newsletter\b|\bnewsletter\b[^.?!]{0,40}?\b(?:not\s+yet|coming\s+soon|on\s+the\s+way|(?:will|to)\s+launch)\b|\b(?:not\s+yet|don'?t|do\s+not)\b[^.?!]{0,30}?\bnewsletter\b/gi
/** That there is one, while there is no form. */
const A_NEWSLETTER = /\b(?:our|the)\s+newsletter\b|\bsubscribe\b|\bsign\s+up\b/gi
/** An answer that says no to its question. */
const SAYS_NO = /^\s*(?:no|not\s+yet|none|nope)\b/i

const YEARS = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)`
const WORD_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20 }
/** "warranties range from 1 to 5 years", "warranties run from two to ten years". */
const WARRANTY_SPAN = new RegExp(String.raw`\bwarrant(?:y|ies)\b[^.;]{0,40}?\b(?:range|ranges|run|runs|go|goes|vary|varies|last|lasts)\s+from\s+${YEARS}\s+(?:(?:years?|yrs?)\s+)?to\s+${YEARS}\s+(?:years?|yrs?)\b`, 'gi')


const years = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word)

/** Words without which none of the family's patterns can match: most texts are passed over at once. */
const WORDS = /retailer|shop|store|review|star|owner|customer|user|buyer|shopper|visitor|reader|newsletter|subscribe|sign up|warrant|^\s*(?:no|not yet|none)\b/i

/**
 * What the site says about itself, held to what its data holds: where the customer ratings come
 * from (site.yaml's source, a shop of retailers.yaml or not), that they are averages and counts (no
 * owner's review text), the site's audience (site.yaml's figure, with its source), the newsletter
 * (the footer's form), and on pages about no one product the span of the catalogue's warranties.
 */
export const siteClaimsFamily: ProseFamily = {
  name: 'site claims',
  kind: 'words',
  mayMatch: anyOf(WORDS, AT_RETAILER, ...REVIEW_TEXTS, AUDIENCE, NO_NEWSLETTER, A_NEWSLETTER, SAYS_NO, WARRANTY_SPAN),
  contextKey: (context) => `${context.subject !== undefined}|${context.tokens.review}|${context.question ?? ''}`,
  findings(text, context) {
    const site = context.site
    if (!site) return []
    const findings: ProseFinding[] = []
    const add = (index: number, words: string, message: string) => findings.push({ index, text: words, message })
    if (!site.ratingsAtShop) for (const match of text.matchAll(AT_RETAILER)) add(match.index, match[0], atRetailerMessage(match[0], site))
    // One claim of reading review texts is one finding, however many of the patterns its words match.
    const texts = REVIEW_TEXTS.flatMap((pattern) => [...text.matchAll(pattern)]).sort((a, b) => a.index - b.index)
    let end = -1
    for (const match of texts) {
      if (match.index < end) continue
      end = match.index + match[0].length
      add(match.index, match[0], reviewTextsMessage(match[0], site))
    }
    for (const match of text.matchAll(AUDIENCE)) {
      add(match.index, match[0], `"${match[0]}": the site's audience is a figure of site.yaml (claims.weeklyShoppers), with its source; write {weeklyShoppers} ("over {weeklyShoppers} shoppers a week"), or leave it out`)
    }
    findings.push(...newsletterFindings(text, context, site))
    if (!context.subject && !context.tokens.review && site.warranties) findings.push(...warrantyFindings(text, site))
    return findings.sort((a, b) => a.index - b.index)
  },
}

function atRetailerMessage(words: string, site: SiteFacts): string {
  return `"${words}": the customer ratings were read at ${site.ratingsSource} (site.yaml customerRatings.source), which is not a shop of retailers.yaml; write {ratingsSource}, or say "customer rating"`
}

function reviewTextsMessage(words: string, site: SiteFacts): string {
  return `"${words}": the content holds each product's customer rating as an average and a count (rating.stars and rating.count, read at ${site.ratingsSource}), not owners' review texts; say what the ratings are ("customer ratings", {ratingsSource}) or leave it out`
}

function newsletterFindings(text: string, context: ProseContext, site: SiteFacts): ProseFinding[] {
  const asked = context.question !== undefined && /newsletter/i.test(context.question)
  if (site.newsletter) {
    const message = (words: string) => `"${words}": every page's footer has the newsletter sign-up form (site.yaml newsletter); say so, or leave it out`
    const found = [...text.matchAll(NO_NEWSLETTER)].map((match) => ({ index: match.index, text: match[0], message: message(match[0]) }))
    const no = asked ? SAYS_NO.exec(text) : null
    if (no && !found.length) found.push({ index: no.index + no[0].length - no[0].trimStart().length, text: no[0].trim(), message: message(no[0].trim()) })
    return found
  }
  if (!asked && !/newsletter/i.test(text)) return []
  return [...text.matchAll(A_NEWSLETTER)].map((match) => ({
    index: match.index,
    text: match[0],
    message: `"${match[0]}": the site has no newsletter form (site.yaml newsletter is false); leave the newsletter out until the footer has its form`,
  }))
}

function warrantyFindings(text: string, site: SiteFacts): ProseFinding[] {
  const span = site.warranties!
  const { shortest, longest } = spanYears(span)
  return [...text.matchAll(WARRANTY_SPAN)].flatMap((match) => {
    if (years(match[1]!) === shortest && years(match[2]!) === longest) return []
    const from = match[0].slice(match[0].toLowerCase().lastIndexOf('from'))
    const index = match.index + match[0].length - from.length
    return [{ index, text: from, message: `"${from}": the catalogue's warranties run ${warrantySpanText(span)}; write {warranties}, which follows the catalogue` }]
  })
}
