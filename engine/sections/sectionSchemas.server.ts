import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../load/projectRoot.server.ts'

/** A property as the section schemas annotate it for editors: hover text, completion and examples. */
export type AnnotatedSchema = {
  title?: string
  description?: string
  markdownDescription?: string
  examples?: unknown[]
  properties?: Record<string, AnnotatedSchema>
  items?: AnnotatedSchema
  $ref?: string
  const?: unknown
}

/** What the YAML language server inserts when an editor picks a section from the completion list. */
export type DefaultSnippet = { label?: string; description?: string; body?: unknown }

/** One section type's schema file, as the gallery and the schema tests read it. */
export type SectionSchema = AnnotatedSchema & {
  /** The `type` value the schema's discriminator accepts. */
  type: string
  /** Its $id, e.g. "sections/faq.schema.json", for the validator. */
  id: string
  defaultSnippets?: DefaultSnippet[]
}

/** Every schema under schemas/sections/, by type name. */
export function sectionSchemas(): SectionSchema[] {
  const dir = join(projectRoot(), 'schemas', 'sections')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as AnnotatedSchema & { $id: string; defaultSnippets?: DefaultSnippet[] }
      const type = schema.properties?.type?.const
      if (typeof type !== 'string') throw new Error(`schemas/sections/${name} has no "type": { "const": ... } property`)
      return { ...schema, type, id: schema.$id }
    })
}
