import type { Retailer } from '../../schemas/types.gen.ts'
import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { TestRecord } from '../catalogue/scoreProduct.ts'
import { standingOf, standingText } from '../catalogue/standing.ts'
import type { WarrantyPart } from '../facts/FactValue.ts'
import { formatDay } from '../format/dates.ts'
import { formatPrice } from '../format/money.ts'
import { NO_RETURNS, NO_SELLER, sellerTermsText } from '../shop/sellerTerms.ts'
import type { Token, TokenValues } from './proseTokens.ts'
import { warrantyPartText } from './proseTokens.ts'

/**
 * What a review's tokens are rendered from: its product, the catalogue at today's offers, and the
 * shops of retailers.yaml with their terms.
 */
type ReviewTokenSource = { product: ApiProduct; catalogue: Catalogue; retailers: readonly Retailer[] }

/** Each review token's text for one product (see TOKEN_KINDS for what each means); undefined leaves it as written. */
const REVIEW_VALUES: Readonly<Record<string, (token: Token, source: ReviewTokenSource) => string | undefined>> = {
  price: (_, { product, catalogue }) => {
    const { landed } = catalogue.prices.summary(product.id)
    return landed ? formatPrice(landed.amount) : 'see current price'
  },
  shipping: (_, { product, catalogue }) => {
    const { price, offer } = catalogue.prices.summary(product.id)
    // The shipping of the offer whose price is shown: none when no price is shown.
    const current = price && offer
    return current ? (current.shipping === 0 ? 'free shipping' : `${formatPrice(current.shipping)} shipping`) : "see the shop's shipping terms"
  },
  fact: (token, { product, catalogue }) => {
    const [key = '', part] = (token.arg ?? '').split('.')
    if (part === undefined) return catalogue.facts.display(product, key)
    return key === 'warranty' ? warrantyPartText(catalogue.facts.value(product, 'warranty'), part as WarrantyPart) : undefined
  },
  rank: (_, { product, catalogue }) => {
    const standing = standingOf(catalogue, product.id)
    return standing && standingText(standing)
  },
  // The shop every buy control of the page names and leads to, and what that shop promises.
  seller: (_, { product, catalogue }) => catalogue.prices.summary(product.id).buyLink.shop ?? NO_SELLER,
  returns: (_, { product, catalogue, retailers }) => {
    const { offer, buyLink } = catalogue.prices.summary(product.id)
    if (!offer || !buyLink.shop) return NO_RETURNS
    return sellerTermsText(buyLink.shop, retailers.find((retailer) => retailer.id === offer.retailer.id)?.terms)
  },
  test: (token, { product }) => {
    const part = product.ourScore.parts.find((candidate) => candidate.key === token.arg)
    return part?.record && testCitation(part.label, part.record)
  },
}

/**
 * A test record cited in prose, with its date and what was done: "in our cushioning test on Oct 14,
 * 2026 (walked 10 minutes at 3 mph and ran 5 at 6 mph on the assembled machine)".
 */
export function testCitation(label: string, record: Pick<TestRecord, 'date' | 'test'>): string {
  const done = record.test.trim().replace(/[.\s]+$/, '')
  // "Walked ..." reads on inside the sentence; "UL ..." or a name keeps its capital.
  const inSentence = /^[A-Z][a-z]/.test(done) ? done[0]!.toLowerCase() + done.slice(1) : done
  return `in our ${label.toLowerCase()} test on ${formatDay(record.date)} (${inSentence})`
}

/**
 * What a review's tokens say for its product today: prices, shipping and the shop from the offers,
 * the shop's terms from retailers.yaml, facts from the catalogue, its place from the ranking.
 */
export function tokenValues(source: ReviewTokenSource): TokenValues {
  return (token) => REVIEW_VALUES[token.name]?.(token, source)
}
