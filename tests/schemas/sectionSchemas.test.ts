import { describe, expect, test } from 'vitest'
import { schemaValidator } from '../../engine/content/schemaValidator.server.ts'
import { readdirSync } from 'node:fs'
import { sectionTypes } from '../../engine/sections/all.ts'
import { sectionComponent } from '../../engine/sections/registry.ts'
import { resolverName } from '../../engine/sections/sectionNames.ts'
import { ANNOTATIONS, exampleAround, expandSnippet, properties, withValue } from '../support/annotatedSchemas.ts'

// Schemas that teach: the YAML language server shows these annotations on hover and
// offers each section's snippet on completion; the gallery at /_sections draws every example.
const schemas = sectionTypes.map((definition) => ({ ...definition.schema, type: definition.type, id: `sections.schema.json#/definitions/${definition.type}` }))
const sectionsDir = new URL('../../engine/sections/', import.meta.url)

const errorsOf = (id: string, value: unknown) => schemaValidator().validateAgainst(id, structuredClone(value))

test('every folder of engine/sections/ with a schema file is a section type of engine/sections/all.ts, and the reverse', () => {
  const folders = readdirSync(sectionsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, sectionsDir)).includes(`${entry.name}.schema.json`))
  expect(sectionTypes.map((definition) => definition.type).sort()).toEqual(folders.map((entry) => entry.name).sort())
})

test.each(sectionTypes.map((definition) => [definition.type, definition] as const))('section type %s: its schema accepts exactly its type, and its folder has its component', (type, definition) => {
  expect(definition.schema.properties?.type?.const).toBe(type)
  expect(sectionComponent(type), `engine/sections/${type}/ exports no component by the type's name`).toBeTypeOf('function')
})

test.each(sectionTypes.map((definition) => [definition.type, definition] as const))('section type %s: its folder holds a server resolver exactly when its definition says so', (type, definition) => {
  const file = `${resolverName(type)}.server.ts`
  expect(readdirSync(new URL(`${type}/`, sectionsDir)).includes(file), `engine/sections/${type}/${file}`).toBe('resolve' in definition)
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
