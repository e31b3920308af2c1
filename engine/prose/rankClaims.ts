import { anyOf } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding } from './ProseFamily.ts'

const PLACE = String.raw`(?:first|second|third|fourth|fifth|top|last|\d+(?:st|nd|rd|th)|#\s?\d+|no\.?\s?\d+|number\s+(?:one|two|three|\d+))`
const LIST = String.raw`(?:ranking|rankings|list|lists|chart|tests?|testing|reviews?|picks?|line-?up)`

/** Claims of a place in our ranking, or of being the best in our ranking or tests: they move when prices move. */
const PLACE_CLAIMS: readonly RegExp[] = [
  // "the bike we rank first", "ranks second", "ranked #1", "we rate it top"
  new RegExp(String.raw`\b(?:rank(?:s|ed|ing)?|rate[sd]?|placed?)\s+(?:it\s+|in\s+|at\s+)?${PLACE}(?![-\w])`, 'gi'),
  // "tops our ranking", "leads our home gym ranking", "heads the list", "top of our list"
  new RegExp(String.raw`\b(?:tops?|topped|topping|leads?|led|leading|heads?|headed|heading|top\s+of|head\s+of|bottom\s+of|wins?|won|winner\s+of)\s+(?:our|the)\s+(?:[\w-]+\s+){0,3}?${LIST}\b`, 'gi'),
  // "the best-value machine in our ranking", "no better machine in our tests", "the best bike on our list"
  new RegExp(String.raw`\b(?:best|better|top|finest|strongest|highest[- ](?:rated|ranked|scoring))(?:[- ][\w-]+)?(?:\s+[\w-]+){0,3}?\s+(?:in|on|of|from|among)\s+(?:all\s+)?(?:our|the)\s+(?:[\w-]+\s+){0,2}?${LIST}\b`, 'gi'),
  // "#1", "number one", "No. 1"
  /(?:^|\s)#\s?\d+\b|\bnumber[- ]one\b|\bno\.\s?1\b/gi,
  // "Top pick", "our first choice", "first place", "in our top three"
  /\b(?:top\s+pick|(?:our|the)\s+(?:top|first)\s+(?:pick|choice)|first\s+place|(?:in|of|among)\s+our\s+top\s+(?:\d+|three|five|ten))\b/gi,
  // "our Best overall", "the Best budget award", "award-winning"
  /\b(?:our|the)\s+best\s+(?:overall|budget|value)\b|\baward[- ]winn(?:ing|er)\b/gi,
  // "the one we recommend first", "our top recommendation", "the machine we recommend to most people": our pick, which the ranking makes
  /\brecommend(?:ed)?\s+(?:it\s+)?(?:first|above\s+all)\b|\b(?:our|the)\s+(?:first|top|main|default)\s+recommendation\b|\bwe\s+recommend\s+(?:to|for)\s+most\b/gi,
]

/** Superlatives no rule of ours computes: the ranking, a fact or a test record says what is best, or nothing does. */
const UNFOUNDED = /\b(?:(?:in\s+)?a\s+class\s+of\s+its\s+own|second\s+to\s+none|unbeatable|unbeaten|unmatched|unrivall?ed|best\s+on\s+the\s+market|best\s+(?:[\w-]+\s+){0,2}(?:money\s+can\s+buy|you\s+can\s+buy)|most\s+(?:dependable|reliable)|the\s+gold\s+standard)\b/gi

/**
 * "Best" said of a product, by ratings or by sales (ratings first: "the best owner ratings" is a
 * claim about ratings): the ranking, its awards and the published
 * user-feedback rule say which products lead, and the site holds no sales figures. Read in a
 * product's own texts (its review and catalogue entry), where the subject is the product.
 */
const PRODUCT_BEST: readonly { pattern: RegExp; message: (words: string, context: ProseContext) => string }[] = [
  // a product called "our top folding machine", "our favourite": pages may still speak of "our top-ranked machines", which the ranking lists
  { pattern: /\bour\s+(?:top|favou?rite)\b(?![- ]ranked\b)/gi, message: placeMessage },
  // "one of the best-rated machines", "the best owner ratings", "top-rated"
  {
    pattern: /\b(?:best|highest|top)[- ]rated\b|\bbest\s+(?:owner|customer|user|buyer)s?'?\s+(?:ratings?|reviews?|feedback|scores?)\b/gi,
    message: (words, context) =>
      `"${words}" ranks the product by its customer ratings against others', which move; Top Rated follows the published user-feedback rule: say what owners report of this product${context.tokens.review ? ', or leave its standing to the ranking ({rank})' : ''}`,
  },
  // "is the best machine for most homes", "gives the best mix of", a verdict "the best one at its price"
  {
    pattern: /(?<=^\s*|\b(?:is|as|remains|makes\s+it|it's|it’s|gives|offers|has)\s+(?:simply\s+|easily\s+|probably\s+|still\s+)?)(?:the|our)\s+best\b(?!\s+(?:current\s+)?(?:offers?|prices?|deals?)\b)(?!\s+(?:way|time|place|thing)\s+to\b)(?:[\s-]+[\w-]+)?/gi,
    message: (words, context) => unfoundedMessage(words, context),
  },
  // "one of the most popular products on our site", "best-selling"; not "most popular running apps"
  {
    pattern: /\b(?:is|as|remains|one\s+of)\s+(?:the\s+)?most\s+popular\b|\bmost\s+popular\b(?=(?:\s+[\w-]+){0,3}?\s+(?:on|in|at|among)\s+(?:our|the)\s+(?:site|ranking|list|shop|store|range|category)\b)|\bbest[- ]?selling\b|\bmost\s+(?:bought|sold|purchased)\b/gi,
    message: (words) => `"${words}": the site holds no sales or popularity figures; say whom the product suits instead`,
  },
]

function unfoundedMessage(words: string, context: ProseContext): string {
  return `"${words}": a superlative no rule of ours computes; say what the product does (a fact, {fact:<key>}, or a test record), or leave its place to the ranking${context.tokens.review ? ' ({rank})' : ''}`
}

function placeMessage(words: string, context: ProseContext): string {
  const instead = context.tokens.review
    ? `write {rank} (its place and awards at today's prices: "ranked 3rd of 23 rowing machines"), or say what the product does well`
    : 'leave places to the ranking (the category page, and {rank} in a review), or say what the machines do well'
  return `"${words}" claims a place in our ranking, which moves when prices and scores move; ${instead}`
}

/** Words without which none of the family's patterns can match: most texts are passed over at once. */
const WORDS = /rank|rate|place|top|lead|led|head|win|won|best|better|finest|strongest|highest|#|number|no\.|pick|choice|first|award|class|second to|unbeat|unmatch|unrival|dependable|reliable|gold standard|recommend|popular|sell|bought|sold|purchased|favo/i

/**
 * Words that claim a place in our ranking, an award or the best of our tests, and superlatives no
 * rule computes: a place and an award are rendered from the ranking as it is today, never typed.
 */
export const rankClaimsFamily: ProseFamily = {
  name: 'rank claims',
  kind: 'words',
  mayMatch: anyOf(WORDS, ...PLACE_CLAIMS, UNFOUNDED, ...PRODUCT_BEST.map((rule) => rule.pattern)),
  // What may be written instead depends on a review's tokens; what is a claim, on whether the text is a product's.
  contextKey: (context) => (context.tokens.review ? 'review' : context.subject ? 'product' : 'page'),
  findings(text, context) {
    const findings: ProseFinding[] = []
    const taken: [number, number][] = []
    const add = (match: RegExpExecArray, message: string) => {
      const start = match.index + (match[0].length - match[0].trimStart().length)
      const words = match[0].trim()
      if (taken.some(([from, to]) => start < to && start + words.length > from)) return
      taken.push([start, start + words.length])
      findings.push({ index: start, text: words, message })
    }
    for (const pattern of PLACE_CLAIMS) for (const match of text.matchAll(pattern)) add(match, placeMessage(match[0].trim(), context))
    for (const match of text.matchAll(UNFOUNDED)) add(match, unfoundedMessage(match[0], context))
    if (context.tokens.review || context.subject) {
      for (const { pattern, message } of PRODUCT_BEST) for (const match of text.matchAll(pattern)) add(match, message(match[0].trim(), context))
    }
    return findings.sort((a, b) => a.index - b.index)
  },
}
