import type { ResolvedSection } from '../../sections/ResolvedSection.ts'
import type { HeadModel } from '../PageModel.ts'
import type { PageData } from '../../sections/contract/PageData.ts'

/** One example of one section type, drawn as a page would draw it, beside the YAML that made it. */
export type GalleryEntry = {
  /** The section type, e.g. "faq". */
  type: string
  /** 1 for the schema's first example, 2 for the second... */
  variant: number
  /** How many examples the type has, for "variant 1 of 2". */
  variants: number
  /** The type's description from its schema. */
  description: string
  /** The example as an editor writes it in a page's `sections:` list. */
  yaml: string
  section: ResolvedSection
}

/** The section gallery at /_sections: every section type and each of its variants, as editors will see them. */
export type GalleryPageModel = PageData & {
  /** The reviewed product that sections of review pages draw from. */
  product: NonNullable<PageData['product']>
  kind: 'gallery'
  head: HeadModel
  entries: GalleryEntry[]
}
