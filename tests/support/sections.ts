import { schemaValidator } from '../../engine/content/schemaValidator.server.ts'
import type { ResolvedSection } from '../../engine/sections/ResolvedSection.ts'
import type { SectionType } from '../../engine/sections/contract/AnySection.ts'

/**
 * A section as an editor writes it (keys with a schema default may be left out), with the data its
 * resolver would add when the test supplies it.
 */
export type WrittenSection = { [T in SectionType]: { type: T } & Partial<Omit<ResolvedSection<T>, 'type'>> }[SectionType]

/** A written section as a page model carries it: validated, schema defaults filled in, `resolved` kept. */
export function loaded<S extends WrittenSection>(section: S): ResolvedSection<S['type']> {
  const { resolved, ...written } = structuredClone(section) as S & { resolved?: unknown }
  const reviewErrors = schemaValidator().validateAgainst('review-section.schema.json', written)
  const errors = reviewErrors.length ? schemaValidator().validateAgainst('info-section.schema.json', written) : []
  if (errors.length) throw new Error(`test section ${section.type} is invalid: ${JSON.stringify(errors)}`)
  // The schema has just accepted the section and filled in its defaults.
  return (resolved === undefined ? written : { ...written, resolved }) as unknown as ResolvedSection<S['type']>
}
