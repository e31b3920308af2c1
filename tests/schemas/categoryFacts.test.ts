import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'

const schema = (file: string): unknown => JSON.parse(readFileSync(join(projectRoot(), 'schemas', file), 'utf8'))

test('a category fact is "price" or exactly one of the product specs\' keys', () => {
  const facts = (schema('category-fact.schema.json') as { properties: { fact: { enum: string[] } } }).properties.fact.enum
  const specs = Object.keys((schema('product.schema.json') as { definitions: { specs: { properties: object } } }).definitions.specs.properties)
  expect([...facts].sort()).toEqual(['price', ...specs].sort())
})
