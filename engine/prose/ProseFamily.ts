import type { CatalogueProduct, CategorySlug, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { WarrantySpan } from '../facts/warranty.ts'
import type { TokenScope } from './tokenKinds.ts'


// What a family of prose rules is and what it reads, apart from the list of families
// (proseRules.ts), so a family's module and the list do not import each other.

/** Words in prose that break a rule: where they are in the text and what to write instead. */
export type ProseFinding = { index: number; text: string; message: string }

/** A catalogue entry with its category, as the check reads it. */
export type ProseProduct = CatalogueProduct & { category: CategorySlug }

/**
 * The product whose words a text is (its review, its catalogue entry), with what claims about it
 * are held to: its category's products and the fact vocabulary.
 */
export type ProseSubject = { product: ProseProduct; categoryProducts: readonly ProseProduct[]; book: FactBook }

/**
 * A category's products and its fact vocabulary: what the words of a text are read against, the
 * same for every product of the category (a family may read a text once per shelf and judge it per product).
 */
export type ProseShelf = { products: readonly ProseProduct[]; book: FactBook; category: CategorySlug }

/** What the rules need to know about the page a text is on. */
export type ProseContext = {
  /** Which tokens may be written here (a review's about its product, the site's anywhere). */
  tokens: TokenScope
  /** Names of the shops of the offers store (retailers.yaml), lower-case: prose may name them. */
  retailers: ReadonlySet<string>
  /** The product the text is about; undefined on a page about no one product, or while the catalogue is broken. */
  subject?: ProseSubject | undefined
  /** What the site's statements about itself are held to; undefined while site.yaml is broken. */
  site?: SiteFacts | undefined
  /** For an FAQ's answer, its question: what the answer's "it" is ("How long is the rail?"), and what "Not yet." answers. */
  question?: string | undefined
  /** For a spec row's value, its label: what the value measures ("Seat: 14 in high" is the seat's height). */
  label?: string | undefined
  /** The text is a test itself (a catalogue entry's record, a method's test and levels): the evidence claims cite, not a claim. */
  inRecord?: boolean
}

/** How often reviews are brought up to date (site.yaml `reviewUpdatePeriod`). */
export type UpdatePeriod = NonNullable<SiteConfig['reviewUpdatePeriod']>

/** What the data says about the site itself: where ratings come from, how often reviews change, what it offers. */
export type SiteFacts = {
  /** Where the customer ratings were read (site.yaml `customerRatings.source`). */
  ratingsSource: string
  /** Whether that source is a shop of retailers.yaml: only then are the ratings "at the retailer". */
  ratingsAtShop: boolean
  /** How often reviews are brought up to date; undefined when no rhythm is set, so none may be claimed. */
  updatePeriod?: UpdatePeriod | undefined
  /** Whether every page's footer has the newsletter form (site.yaml `newsletter`). */
  newsletter: boolean
  /** The shortest and longest warranty term in the catalogue; undefined while the catalogue is broken. */
  warranties?: WarrantySpan | undefined
}

/**
 * One family of rules over prose. `mayMatch` is its cheap first test: the family finds nothing in
 * a text it does not match, and most texts are passed over at once. Content repeats its texts many
 * times (copied sections, trust rows, FAQ answers), so a check reads each distinct text once per
 * family and key:
 * - a family of `words` reads the text and only the parts of the context its `contextKey` names:
 *   its findings are kept per text and key;
 * - a family of `claims` reads the product: the claims a text makes are read once per text and
 *   `key` (the category whose fact names they use, say), and judged for each product; a text
 *   without claims is passed over.
 */
export type ProseFamily = { name: string; mayMatch: FirstTest } & (
  | { kind: 'words'; contextKey: (context: ProseContext) => string; findings: (text: string, context: ProseContext) => ProseFinding[] }
  | { kind: 'claims'; key: (context: ProseContext) => string; read: (text: string, context: ProseContext) => readonly unknown[]; judge: (claims: readonly unknown[], text: string, context: ProseContext) => ProseFinding[] }
)

/** A family's first test: anything with a `test` of a text, a regular expression most often. */
export type FirstTest = { test: (text: string) => boolean }

/**
 * A family's first test made of its own patterns, after a cheap one of the words they need: a text
 * none of the patterns matches holds nothing the family can find, and most texts lack even the
 * words (a pattern's case is ignored here: the test may pass more, never less).
 */
export function anyOf(words: RegExp, ...patterns: readonly RegExp[]): FirstTest {
  const exact = new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), 'i')
  return { test: (text) => words.test(text) && exact.test(text) }
}

/** A family of claims read once per text and key, then judged for each product (see ProseFamily). */
export function claimsFamily<C>(family: {
  name: string
  mayMatch: FirstTest
  key: (context: ProseContext) => string
  read: (text: string, context: ProseContext) => readonly C[]
  judge: (claims: readonly C[], text: string, context: ProseContext) => ProseFinding[]
}): ProseFamily {
  // The claims judged are always those this family's own `read` made for the text and key.
  return { ...family, kind: 'claims', judge: (claims, text, context) => family.judge(claims as readonly C[], text, context) }
}

/** What a family finds in one text read in `context`, with nothing kept. */
export function familyFindings(family: ProseFamily, text: string, context: ProseContext): ProseFinding[] {
  if (family.kind === 'words') return family.findings(text, context)
  const claims = family.read(text, context)
  return claims.length ? family.judge(claims, text, context) : []
}
