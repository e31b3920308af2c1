import type { AnnotatedSchema } from '../../engine/sections/contract/defineSection.ts'

/** What every schema and property carries for editors: hover text, and examples. */
export const ANNOTATIONS = ['title', 'description', 'markdownDescription', 'examples'] as const

/** Every property of a schema, nested ones too (array items' properties), as [path, schema]. */
export function properties(schema: AnnotatedSchema, path: string[] = []): [string[], AnnotatedSchema][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const here: [string[], AnnotatedSchema] = [[...path, name], property]
    const item = property.items
    const nested = property.properties ? properties(property, [...path, name]) : []
    return [here, ...nested, ...(item?.properties ? properties(item, [...path, name, '0']) : [])]
  })
}

/** What an editor who picks the snippet gets once each placeholder `${1:text}` is accepted. */
export function expandSnippet(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(/\$\{\d+:([^}]*)\}/g, '$1')) as unknown
}

/**
 * The section (or document) an example of the property at `path` is tried in: the first example that has the
 * property's parent (a judged criterion's levels are in the example that has one), else the first that has its
 * top-level ancestor, else the first example given that ancestor's own first example.
 */
export function exampleAround(schema: AnnotatedSchema, path: string[]): Record<string, unknown> {
  const top = path[0] ?? ''
  const examples = (schema.examples ?? []) as Record<string, unknown>[]
  const holdsParent = (example: Record<string, unknown>) => path.slice(0, -1).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), example) !== undefined
  const found = examples.find(holdsParent) ?? examples.find((example) => example[top] !== undefined)
  return structuredClone(found ?? { ...examples[0], [top]: schema.properties?.[top]?.examples?.[0] })
}

/** A copy of `section` with `value` at `path`. */
export function withValue(section: Record<string, unknown>, path: string[], value: unknown): unknown {
  let node = section
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[path.at(-1) ?? ''] = value
  return section
}
