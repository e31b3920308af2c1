import { anyOf } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding } from './ProseFamily.ts'

/** A number of days, weeks... as prose writes it: "30", "thirty", "a". */
const NUMBER = String.raw`(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|twenty|thirty|forty-five|sixty|ninety|hundred)`
const SPAN = String.raw`(?:day|night|week|month|year)s?`

/** Returns, trials and refunds: each shop's own terms, which move with the shop of the best offer. */
const RETURN_TERMS: readonly RegExp[] = [
  // "30-day returns", "30-Day Home Trial", "100-night trial", "60-day money-back guarantee"
  new RegExp(String.raw`\b${NUMBER}[- ]${SPAN}[- ](?:(?:free|home|in-home|at-home|risk[- ]free|no[- ]risk|hassle[- ]free|easy)\s+)?(?:returns?(?:\s+(?:policy|window|period))?|trial|(?:money[- ]back|satisfaction)\s+guarantee)\b`, 'gi'),
  // "return it within 30 days", "send it back within 30 days", "returns within 60 days"
  new RegExp(String.raw`\b(?:return(?:s|ed)?|send|sent)\s+(?:(?:it|them|the\s+[\w-]+)\s+)?(?:back\s+)?(?:within|inside|in|for)\s+${NUMBER}\s+${SPAN}`, 'gi'),
  // "return it if it is not right", "send it back if"
  /\b(?:return|send)\s+it(?:\s+back)?\s+if\b/gi,
  // "for 30 days before you commit", "for 30 days and decide at home", "a month of classes before you decide"
  new RegExp(String.raw`\b(?:for\s+)?${NUMBER}\s+${SPAN}\b[^.;:!?]{0,30}?\bbefore\s+you\s+(?:commit|decide|buy|keep\s+it)\b|\bfor\s+${NUMBER}\s+${SPAN}\s+and\s+decide\b`, 'gi'),
  // "try it at your desk for 30 days", "try the Oarline Classic R1 at home for 30 days"
  new RegExp(String.raw`\btry\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+){0,4}?)\b[^.;:!?]{0,30}?\bfor\s+${NUMBER}\s+${SPAN}`, 'gi'),
  // "ride it for 30 days at home", "use it for 100 nights"
  new RegExp(String.raw`\b(?:ride|row|run|walk|use|keep)\s+it\s+(?:at\s+home\s+)?for\s+${NUMBER}\s+(?:day|night)s?\b`, 'gi'),
  /\bmoney[- ]back\b|\bfull\s+refund\b|\b(?:free|easy|hassle[- ]free|no[- ]hassle|prepaid)\s+returns?(?:\s+shipping)?\b|\bno[- ]questions[- ]asked\b|\brisk[- ]free\s+trial\b/gi,
]

const CHECKOUT = /\b(?:secure|safe|encrypted|protected)\s+(?:checkout|payments?|ordering)\b/gi
const PRICE_GUARANTEE = /\bprice[- ]match(?:ing|ed)?(?:\s+(?:guarantee|promise|policy)s?)?\b|\b(?:best|lowest|low)[- ]price\s+(?:guarantee[sd]?|promises?|pledges?)\b|\bprice\s+(?:guarantee[sd]?|promises?|protection)\b/gi
/** Who sells or ships, and the words after it: "Sold by HydraStroke", "direct from the maker", "ships from our warehouse". */
const SELLER = /\b(?:sold(?:\s+and\s+(?:shipped|delivered|fulfilled))?\s+by|(?:shipped|dispatched|fulfilled)\s+(?:directly\s+)?(?:by|from)|ships\s+(?:directly\s+)?from|direct(?:ly)?\s+from)\s+([^,.;:!?·]{1,60})/gi
/** Words after it that name no one shop: the shop a buy button leads to, whichever it is. */
const ANY_SHOP = /^(?:\{seller\}|(?:the|a|an|any|each|every|whichever|your)\s+(?:[\w-]+\s+)?(?:retailer|shop|seller|store|merchant)s?\b|(?:retailers|shops|sellers|stores)\b)/i
/** A name as written: capitalised words ("Demo Cardio Outlet (fictional)"), else the first few words. */
const NAME = /^(?:[A-Z][\w'&.-]*(?:\s+(?:[A-Z][\w'&.-]*|\(fictional\)))*|(?:\S+\s+){0,2}\S+)/


/** Words without which none of the family's patterns can match: most texts are passed over at once. */
const WORDS = /day|night|week|month|year|return|send|sent|trial|money|refund|question|checkout|payment|ordering|sold|ship|dispatch|fulfil|direct|price/i

/**
 * Seller terms typed into prose: who sells a product, its return window, trial, refunds, checkout
 * and price guarantees are each shop's own, and the shop of the best offer changes with prices.
 * A review writes {seller} and {returns}, rendered from the best current offer and its shop's terms
 * in retailers.yaml; a page about no one product says only that the shop's terms apply.
 */
export const sellerClaimsFamily: ProseFamily = {
  name: 'seller claims',
  kind: 'words',
  mayMatch: anyOf(WORDS, ...RETURN_TERMS, CHECKOUT, PRICE_GUARANTEE, SELLER),
  contextKey: (context) => `${context.tokens.review}|${context.subject?.product.brand ?? ''}`,
  findings(text, context) {
    const findings: ProseFinding[] = []
    const taken: [number, number][] = []
    const add = (index: number, words: string, message: string) => {
      if (taken.some(([from, to]) => index < to && index + words.length > from)) return
      taken.push([index, index + words.length])
      findings.push({ index, text: words, message })
    }
    for (const pattern of RETURN_TERMS) for (const match of text.matchAll(pattern)) add(match.index, match[0], termsMessage(match[0], context))
    for (const match of text.matchAll(CHECKOUT)) add(match.index, match[0], `"${match[0]}": how a shop takes payment is the shop's, and no data of ours vouches for it; leave it out${context.tokens.review ? ' ({seller} names the shop)' : ''}`)
    for (const match of text.matchAll(PRICE_GUARANTEE)) add(match.index, match[0], guaranteeMessage(match[0], context))
    for (const match of text.matchAll(SELLER)) {
      const after = match[1]!.trim()
      if (ANY_SHOP.test(after)) continue
      const name = NAME.exec(after)![0]
      const words = `${match[0].slice(0, match[0].length - match[1]!.length).trimEnd()} ${name}`
      add(match.index, words, sellerMessage(words, name, context))
    }
    return findings.sort((a, b) => a.index - b.index)
  },
}

function termsMessage(words: string, context: ProseContext): string {
  const instead = context.tokens.review
    ? 'write {returns} (the returns and trial terms of the shop of the best current offer, from retailers.yaml), or leave it out'
    : '{returns} renders them in a review; here say only that the shop\'s own terms apply, or leave it out'
  return `"${words}": returns, trials and refunds are each shop's own terms, and the shop of the best offer changes with prices; ${instead}`
}

function guaranteeMessage(words: string, context: ProseContext): string {
  const price = context.tokens.review ? ' ({price} shows the best current price)' : ''
  return `"${words}": no shop's price guarantee is held as data (retailers.yaml, the offers); leave it out${price}`
}

function sellerMessage(words: string, name: string, context: ProseContext): string {
  const brand = context.subject?.product.brand
  const shop = [...context.retailers].some((retailer) => retailer.startsWith(name.toLowerCase()))
  const who = brand && name.toLowerCase().startsWith(brand.toLowerCase())
    ? `${name} is the maker, not a shop of retailers.yaml, and the buy buttons lead to the shop of the best current offer`
    : shop
      ? 'the shop of the best current offer changes with prices'
      : `${name} is not a shop of retailers.yaml, and the buy buttons lead to the shop of the best current offer`
  const instead = context.tokens.review ? 'write {seller} (the shop the buy buttons name)' : 'write "the retailer" ({seller} renders the shop in a review)'
  return `"${words}": ${who}; ${instead}`
}
