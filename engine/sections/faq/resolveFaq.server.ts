import type { FaqSection } from '../../../schemas/types.gen.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** The questions written in the section, or else (on a review page) the product's own. */
export function resolveFaq(section: FaqSection, { product }: ResolveContext): { items: { q: string; a: string }[] } {
  return { items: section.items ?? product?.faqs ?? [] }
}
