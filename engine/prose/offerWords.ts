import type { ProseFamily, ProseFinding } from './ProseFamily.ts'

const MONEY = /(?:US\$|\$|€|£|\bUSD\s?)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s*(?:dollars|bucks|USD)\b/gi
const SHIPPING = /\b(?:free|fast|quick|express|next[- ]day|same[- ]day|two[- ]day|2[- ]day|speedy)\s+(?:\w+\s+)?(?:shipping|delivery)\b|\bships?\s+(?:for\s+)?free\b|\bdelivered\s+free\b|\bfree\s+to\s+your\s+door\b/gi
const MARKETPLACES = /\b(?:Amazon(?:'s Choice)?|Walmart|eBay|Best\s?Buy|AliExpress|Etsy|Costco|official\s+store|best[- ]?sellers?|top[- ]seller|#1\s+seller)\b/gi
/** "Prime" with a capital only: the marketplace's service, not "a prime example". */
const PRIME = /\bPrime(?:\s+(?:Delivery|eligible|shipping|member))?\b/g
const URGENCY = /\b(?:limited[- ]time(?:\s+offer)?|hurry|today\s+only|ends\s+soon|while\s+(?:supplies|stocks?)\s+lasts?|act\s+now|last\s+chance|selling\s+fast|only\s+\d+\s+left|don'?t\s+miss\s+out)\b/gi
const END_DATE = /\b(?:until|ends?|through|till|before)\s+(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Z][a-z]{2,8}|[A-Z][a-z]{2,8}\s+\d{1,2})/

const RULES: readonly { pattern: RegExp; message: (match: RegExpExecArray) => string }[] = [
  { pattern: MONEY, message: (m) => `"${m[0]}": a price in prose goes stale when the offers change; write {price} (the best current price) or describe it in words ("a mid-range price")` },
  { pattern: SHIPPING, message: (m) => `"${m[0]}": shipping is the shop's offer, not the review's; write {shipping} (the best offer's shipping) or leave it out` },
]

/**
 * Money, shipping, marketplace and urgency words: what the offers say, never the prose. Depends on
 * the text and the shops of the content (the same for a whole check).
 */
export const offerWordsFamily: ProseFamily = {
  name: 'offer words',
  kind: 'words',
  mayMatch: /[$€£]|usd|d(?:ollar|eliver)|b(?:uck|est ?buy)|s(?:hip|eller|elling fast)|your door|a(?:mazon|liexpress|ct now)|w(?:almart|hile s)|e(?:bay|tsy|nds soon)|costco|official|prime|l(?:imited|ast chance)|\d+ left|hurry|today only|miss out/i,
  // The shops are the same for a whole check: the findings read the text alone.
  contextKey: () => '',
  findings(text, context) {
    const findings: ProseFinding[] = []
    for (const rule of RULES) for (const match of text.matchAll(rule.pattern)) findings.push({ index: match.index, text: match[0], message: rule.message(match) })
    for (const match of [...text.matchAll(MARKETPLACES), ...text.matchAll(PRIME)]) {
      if ([...context.retailers].some((name) => name.includes(match[0].toLowerCase()))) continue
      findings.push({ index: match.index, text: match[0], message: `"${match[0]}" names a marketplace, its badge or service, and the shops here are not it; a shop's badge can only come from its offer. Say what the product is, not where a marketplace ranks it` })
    }
    if (!END_DATE.test(text)) {
      for (const match of text.matchAll(URGENCY)) findings.push({ index: match.index, text: match[0], message: `"${match[0]}": urgency without an end date; remove it, or say when the offer ends ("until 2026-12-24")` })
    }
    return findings
  },
}
