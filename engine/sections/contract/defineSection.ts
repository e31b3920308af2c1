import type { SectionCheckContext } from './SectionCheck.ts'
import type { SectionResolver, ServerResolver } from './serverResolver.ts'

/** A property as the section schemas annotate it for editors: hover text, examples, completion. */
export type AnnotatedSchema = {
  title?: string
  description?: string
  markdownDescription?: string
  examples?: unknown[]
  properties?: Record<string, AnnotatedSchema>
  items?: AnnotatedSchema
  $ref?: string
  const?: unknown
  /** Any other JSON Schema keyword (type, required, minItems...). */
  [keyword: string]: unknown
}

/** What the YAML language server inserts when an editor picks a section from the completion list. */
export type DefaultSnippet = { label?: string; description?: string; body?: unknown }

/** A section type's JSON Schema file, `<type>.schema.json` beside its definition. */
export type SectionSchema = AnnotatedSchema & { defaultSnippets?: DefaultSnippet[] }

/** The page kinds whose `sections:` list may hold a section type. */
export type PageKind = 'review' | 'info'

/**
 * A piece of the starter review that `npm run new:review` writes: YAML lines (indented as items
 * of `sections:`, with comments saying what to write), placed by `order` among every type's pieces.
 * `{{name}}` stands for a value of the reviewed product (see reviewTemplate.ts).
 */
export type StarterSnippet = { order: number; yaml: string }

/**
 * Everything the engine knows about one section type, apart from its component and its resolver's
 * code: what checking, the schemas and the starter review need, and nothing that draws a page, so
 * the content check loads no component, resolver or React.
 */
export type SectionDefinition = {
  /** The value of `type:` in YAML, also the folder's name under engine/sections/. */
  type: string
  /** The JSON Schema of the YAML an editor writes; validation, types and the gallery come from it. */
  schema: SectionSchema
  /** The page kinds that may hold it; the review and information page schemas list it accordingly. */
  pages: readonly PageKind[]
  /** Top-level keys that hold lists of catalogue product ids, for the reference check and the gallery. */
  productFields?: readonly string[]
  /**
   * That its component needs data from the catalogue, the site or the reviewed product, found on
   * the server by its folder's `resolve<Name>.server.ts` (see serverResolver.ts).
   */
  resolve?: ServerResolver<SectionResolver>
  /** Its content rules that JSON Schema cannot say, run by the content check on every section of its type. */
  check?: (section: never, context: SectionCheckContext) => void
  /** Its place in the starter review, for types a review page may hold. */
  starter?: readonly StarterSnippet[]
}

/** Declares a section type. The result keeps its literal type, so the engine's types derive from it. */
export function defineSection<const D extends SectionDefinition>(definition: D): D {
  return definition
}
