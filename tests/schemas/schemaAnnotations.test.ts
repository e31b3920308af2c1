import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { schemaValidator } from '../../engine/content/schemaValidator.server.ts'
import type { AnnotatedSchema } from '../../engine/sections/contract/defineSection.ts'
import { ANNOTATIONS, exampleAround, properties, withValue } from '../support/annotatedSchemas.ts'

// Schemas that teach, beyond the section schemas (tests/schemas/sectionSchemas.test.ts):
// every schema under schemas/ and each of its properties carries the editor annotations, and its
// examples are valid.

const schemasDir = join(projectRoot(), 'schemas')
// sections.schema.json only gathers the section types' own schemas, which sectionSchemas.test.ts checks.
const files = readdirSync(schemasDir).filter((name) => name.endsWith('.schema.json') && name !== 'sections.schema.json')
const errorsOf = (id: string, value: unknown) => schemaValidator().validateAgainst(id, structuredClone(value))

describe.each(files)('%s', (file) => {
  const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as AnnotatedSchema

  test('it and every property, nested ones included, have a title, description, markdownDescription and examples', () => {
    const missing = [[['(root)'], schema] as const, ...properties(schema)].flatMap(([path, node]) =>
      ANNOTATIONS.filter((key) => !node[key] || (key === 'examples' && !node.examples?.length)).map((key) => `${path.join('.')}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  test('its examples, and each property example in place, are valid', () => {
    for (const example of schema.examples ?? []) expect(errorsOf(file, example)).toEqual([])
    for (const [path, property] of properties(schema)) {
      for (const value of property.examples ?? []) {
        expect(errorsOf(file, withValue(exampleAround(schema, path), path, value)), `${path.join('.')}: ${JSON.stringify(value)}`).toEqual([])
      }
    }
  })
})
