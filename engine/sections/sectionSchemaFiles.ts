import type { PageKind, SectionDefinition, SectionSchema } from './contract/defineSection.ts'

/** Where a section schema's own `$ref`s to page-level schemas point from its folder. */
const SCHEMAS_FROM_SECTION = '../../../schemas/'

/** The schema files under schemas/ that are assembled from the section types' own schemas. */
export const SECTION_SCHEMA_FILES = ['sections.schema.json', 'review-section.schema.json', 'info-section.schema.json'] as const

type SectionSchemaFile = (typeof SECTION_SCHEMA_FILES)[number]

/** The command that writes them (and the types generated from every schema). */
export const REGENERATE = 'npm run gen:schemas'

const LISTS: Record<PageKind, { file: SectionSchemaFile; title: string; description: string; example: object }> = {
  review: {
    file: 'review-section.schema.json',
    title: 'ReviewSection',
    description: 'A section of a review page; the type key picks the section.',
    example: { type: 'pros-cons', pros: ['Quiet'], cons: ['Heavy'] },
  },
  info: {
    file: 'info-section.schema.json',
    title: 'InfoSection',
    description: 'A section of the home page or an information page; the type key picks the section.',
    example: { type: 'prose', heading: 'Our story', paragraphs: ['We started testing machines in our own living rooms.'] },
  },
}

/**
 * The assembled schema files, by name, from the section definitions: every section schema as a
 * definition of sections.schema.json (its `$ref`s made relative to schemas/), and for each page
 * kind the discriminated `oneOf` of the types it may hold. They are committed, so an editor's YAML
 * language server reads them without a build; a test fails when they are stale.
 */
export function sectionSchemaFiles(definitions: readonly SectionDefinition[]): Record<SectionSchemaFile, string> {
  const sorted = [...definitions].sort((a, b) => a.type.localeCompare(b.type))
  const gathered = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'sections.schema.json',
    $comment: `Generated from engine/sections/<type>/<type>.schema.json by \`${REGENERATE}\`: edit those files, not this one.`,
    title: 'Sections',
    description: 'Every section type, for the review and information page schemas.',
    definitions: Object.fromEntries(sorted.map((definition) => [definition.type, inlined(definition.schema, definition.type)])),
  }
  const list = (kind: PageKind) => {
    const { file, title, description, example } = LISTS[kind]
    return {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: file,
      $comment: `Generated from the section types of engine/sections/all.ts by \`${REGENERATE}\`.`,
      title,
      description,
      markdownDescription: description,
      type: 'object',
      discriminator: { propertyName: 'type' },
      oneOf: sorted.filter((definition) => definition.pages.includes(kind)).map((definition) => ({ $ref: `sections.schema.json#/definitions/${definition.type}` })),
      examples: [example],
    }
  }
  return {
    'sections.schema.json': json(gathered),
    'review-section.schema.json': json(list('review')),
    'info-section.schema.json': json(list('info')),
  }
}

/** A section schema as a definition inside sections.schema.json. */
function inlined(schema: SectionSchema, type: string): unknown {
  const { $schema: _draft, ...rest } = schema as SectionSchema & { $schema?: string }
  return withRefs(rest, (ref) => {
    if (ref.startsWith(SCHEMAS_FROM_SECTION)) return ref.slice(SCHEMAS_FROM_SECTION.length)
    if (ref.startsWith('#/')) return `#/definitions/${type}/${ref.slice(2)}`
    throw new Error(`engine/sections/${type}/${type}.schema.json: $ref "${ref}" must point into schemas/ ("${SCHEMAS_FROM_SECTION}...") or into the file itself ("#/...")`)
  })
}

function withRefs(value: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, rewrite))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? rewrite(item) : withRefs(item, rewrite)]))
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}
