import { describe, expect, test } from 'vitest'
import { schemaValidator } from '../../engine/load/schemaValidator.server.ts'
import { sections } from '../../engine/sections/registry.ts'
import { sectionSchemas } from '../../engine/sections/sectionSchemas.server.ts'
import { ANNOTATIONS, exampleAround, expandSnippet, properties, withValue } from '../support/annotatedSchemas.ts'

// Schemas that teach: the YAML language server shows these annotations on hover and
// offers each section's snippet on completion; the gallery at /_sections draws every example.
const schemas = sectionSchemas()

const errorsOf = (id: string, value: unknown) => schemaValidator().validateAgainst(id, structuredClone(value))

test('every registered section type has a schema under schemas/sections/, and every schema a registered type', () => {
  expect(schemas.map((s) => s.type).sort()).toEqual(Object.keys(sections).sort())
})

describe.each(schemas.map((s) => [s.type, s] as const))('section %s', (type, schema) => {
  test('has a title, description, markdownDescription, examples and a default snippet', () => {
    for (const key of ANNOTATIONS) expect(schema[key], key).toBeTruthy()
    expect(schema.examples?.length, 'a section type without examples has nothing to show in the gallery').toBeGreaterThan(0)
    expect(schema.defaultSnippets?.length).toBeGreaterThan(0)
    for (const snippet of schema.defaultSnippets ?? []) {
      expect(snippet.label).toBe(type)
      expect(snippet.description).toBeTruthy()
    }
  })

  test('every property, nested ones included, has a title, description, markdownDescription and examples', () => {
    const missing = properties(schema).flatMap(([path, property]) =>
      ANNOTATIONS.filter((key) => !property[key] || (key === 'examples' && !property.examples?.length)).map((key) => `${path.join('.')}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  test('each example is a valid section of this type', () => {
    for (const example of schema.examples ?? []) {
      expect((example as { type?: unknown }).type).toBe(type)
      expect(errorsOf(schema.id, example)).toEqual([])
    }
  })

  test('each property example is valid in place, inside the first example', () => {
    for (const [path, property] of properties(schema)) {
      for (const value of property.examples ?? []) {
        expect(errorsOf(schema.id, withValue(exampleAround(schema, path), path, value)), `${path.join('.')}: ${JSON.stringify(value)}`).toEqual([])
      }
    }
  })

  test('each snippet body, its placeholders accepted, is a valid section of this type', () => {
    for (const snippet of schema.defaultSnippets ?? []) {
      const body = expandSnippet(snippet.body)
      expect((body as { type?: unknown }).type).toBe(type)
      expect(errorsOf(schema.id, body)).toEqual([])
    }
  })
})
