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
 * a text it does not match, and most texts are passed over at once. A family whose findings depend
 * on the text alone (`textOnly`) is read once per distinct text in a check; the others read the
 * context too.
 */
export type ProseFamily = {
  name: string
  mayMatch: RegExp
  textOnly: boolean
  findings: (text: string, context: ProseContext) => ProseFinding[]
}
