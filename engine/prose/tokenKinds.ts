import { WARRANTY_PARTS } from '../facts/warranty.ts'
import type { Token } from './proseTokens.ts'

/** What the check knows of the place a token is written. */
export type TokenScope = {
  /** The text is a review's (or its product's catalogue entry's): tokens about that product may be written. */
  review: boolean
  /** Its product's fact keys; undefined outside a review, or while the catalogue is broken (fact tokens not checked then). */
  facts?: ReadonlySet<string> | undefined
  /** The criteria its product has a test record for; undefined outside a review, or while the catalogue is broken. */
  tests?: ReadonlySet<string> | undefined
}

/** One kind of token: where it may be written, how it is written, and what is wrong with one as written. */
type TokenKind = {
  /** `review`: about the review's product, so written in a review only; `site`: about the site, anywhere. */
  where: 'review' | 'site'
  /** How an editor writes it, for the check's messages. */
  usage: string
  /** What is wrong with the token's argument where it is written; undefined when nothing is. */
  problem?: (token: Token, scope: TokenScope) => string | undefined
}

const noArgument = (token: Token) => (token.arg === undefined ? undefined : `{${token.name}} takes nothing after a colon`)

function factProblem(token: Token, scope: TokenScope): string | undefined {
  const [key = '', part, ...more] = (token.arg ?? '').split('.')
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key) || more.length) return `write {fact:<fact key>} or {fact:warranty.<${WARRANTY_PARTS.join('|')}>}`
  if (part !== undefined && (key !== 'warranty' || !(WARRANTY_PARTS as readonly string[]).includes(part))) return `write {fact:warranty.<${WARRANTY_PARTS.join('|')}>} for one part of the warranty`
  if (scope.facts && !scope.facts.has(key)) return `the product has no fact "${key}"; use one of ${[...scope.facts].join(', ')}`
  return undefined
}

function testProblem(token: Token, scope: TokenScope): string | undefined {
  const key = token.arg ?? ''
  if (!/^[a-z][a-zA-Z0-9]*$/.test(key)) return 'write {test:<criterion key>}, naming a judged criterion the product has a test record for'
  if (!scope.tests || scope.tests.has(key)) return undefined
  if (!scope.tests.size) return 'the product has no test record, so there is no test to cite; say what its facts and customer ratings show, or say less'
  return `the product has no "${key}" test record; cite one it has: ${[...scope.tests].map((known) => `{test:${known}}`).join(', ')}`
}

/** Every token an editor may write. A name not here is refused by the check, with these listed. */
const TOKEN_KINDS: Readonly<Record<string, TokenKind>> = {
  price: { where: 'review', usage: '{price} (the best current price with shipping)', problem: noArgument },
  shipping: { where: 'review', usage: "{shipping} (the best offer's shipping)", problem: noArgument },
  fact: { where: 'review', usage: '{fact:<fact key>} (a typed fact, as pages show it)', problem: factProblem },
  rank: { where: 'review', usage: '{rank} (its place in its category and its awards, at today\'s prices: "ranked 3rd of 23 rowing machines")', problem: noArgument },
  seller: { where: 'review', usage: '{seller} (the shop of the best current offer, as the buy buttons name it)', problem: noArgument },
  returns: { where: 'review', usage: '{returns} (that shop\'s returns and trial terms from retailers.yaml: "30-day returns at Demo Cardio Outlet (fictional), return shipping paid by you")', problem: noArgument },
  criteria: { where: 'site', usage: "{criteria} (what every category's method scores, from the methods)", problem: noArgument },
  warranties: { where: 'site', usage: '{warranties} (the shortest and longest warranty term in the catalogue: "from 1 to 10 years")', problem: noArgument },
  ratingsSource: { where: 'site', usage: "{ratingsSource} (where the customer ratings were read: site.yaml's customerRatings.source)", problem: noArgument },
  weeklyShoppers: { where: 'site', usage: "{weeklyShoppers} (site.yaml's weekly shoppers figure: \"1,000,000\")", problem: noArgument },
  test: { where: 'review', usage: '{test:<criterion key>} (the test record behind a judged score: "in our cushioning test on Oct 14, 2026 (walked 10 minutes at 3 mph ...)")', problem: testProblem },
}

/** What is wrong with a token written where `scope` says, or undefined when it renders there. */
export function tokenProblem(token: Token, scope: TokenScope): string | undefined {
  const kind = TOKEN_KINDS[token.name]
  if (!kind) return `unknown token; write one of ${Object.values(TOKEN_KINDS).map((known) => known.usage.split(' ')[0]).join(', ')}`
  if (kind.where === 'review' && !scope.review) return `{${token.name}} is about one product: it renders only in a review's text; write the words here, or leave them to the review`
  return kind.problem?.(token, scope)
}
