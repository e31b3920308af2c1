import { sectionTypes } from './all.ts'

/** One catalogue product id a section lists: under which key, at which index. */
type ProductReference = { field: string; index: number; id: string }

const fieldsByType = new Map<string, readonly string[]>(sectionTypes.map((definition) => [definition.type, 'productFields' in definition ? definition.productFields : []]))

/** The keys of a section type that hold lists of catalogue product ids (its definition's productFields). */
export function productFields(type: unknown): readonly string[] {
  return (typeof type === 'string' && fieldsByType.get(type)) || []
}

/** Every catalogue product id a section (as written, or loaded) lists, for the reference check and the gallery. */
export function productIds(section: { type?: unknown }): ProductReference[] {
  const written = section as Record<string, unknown>
  return productFields(section.type).flatMap((field) => {
    const ids = written[field]
    return Array.isArray(ids) ? ids.flatMap((id: unknown, index) => (typeof id === 'string' ? [{ field, index, id }] : [])) : []
  })
}
