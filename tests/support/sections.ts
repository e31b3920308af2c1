import { schemaValidator } from '../../engine/load/schemaValidator.server.ts'
import type { AnySection, SectionType } from '../../engine/sections/SectionProps.ts'

/** A section as an editor writes it: keys with a schema default may be left out. */
export type WrittenSection = { [T in SectionType]: { type: T } & Partial<Extract<AnySection, { type: T }>> }[SectionType]

/** A written section as the loader hands it on: validated, its schema defaults filled in. */
export function loaded<S extends WrittenSection>(section: S): Extract<AnySection, { type: S['type'] }> {
  const copy = structuredClone(section)
  const reviewErrors = schemaValidator().validateAgainst('review-section.schema.json', copy)
  const errors = reviewErrors.length ? schemaValidator().validateAgainst('info-section.schema.json', copy) : []
  if (errors.length) throw new Error(`test section ${section.type} is invalid: ${JSON.stringify(errors)}`)
  // The schema has just accepted the section and filled in its defaults.
  return copy as unknown as Extract<AnySection, { type: S['type'] }>
}
