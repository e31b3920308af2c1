import type { CatalogueProduct, CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
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
  /** For a FAQ's answer, its question: what the answer's "it" is ("How long is the rail?" "It is 48 inches long."). */
  question?: string | undefined
  /** For a spec row's value, its label: what the value measures ("Seat: 14 in high" is the seat's height). */
  label?: string | undefined
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
