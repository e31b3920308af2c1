import type { ErrorObject } from 'ajv'
import { didYouMean } from './closestMatches.ts'
import type { ContentProblem } from './ContentProblem.ts'
import type { SchemaValidator } from './schemaValidator.server.ts'
import { decodePointer, encodePointer, keyNodeAt, nodeAt, positionOf } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

/** Turns ajv errors into editor-facing problems, each at the YAML node it is about. */
export function schemaProblems(
  source: YamlSource,
  errors: readonly ErrorObject[],
  validator: SchemaValidator,
): ContentProblem[] {
  const seen = new Set<string>()
  const problems: ContentProblem[] = []
  for (const error of errors) {
    const problem = toProblem(source, error, validator)
    const key = `${problem.pointer} ${problem.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problem)
  }
  return problems
}

function toProblem(source: YamlSource, error: ErrorObject, validator: SchemaValidator): ContentProblem {
  const path = decodePointer(error.instancePath)
  const at = (node: ReturnType<typeof nodeAt>, pointerPath: readonly string[], message: string): ContentProblem => ({
    file: source.file,
    ...positionOf(source, node),
    pointer: encodePointer(pointerPath),
    message,
  })
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const expected = known.length ? `; expected one of ${known.join(', ')}` : ''
      const hint = didYouMean(key, known)
      return at(keyNodeAt(source, path, key), [...path, key], `unknown key "${key}"${hint}${expected}`)
    }
    case 'required':
      return at(nodeAt(source, path), path, `missing required key "${String(params.missingProperty)}"`)
    case 'discriminator': {
      const tag = String(params.tag)
      if (params.error === 'tag') return at(nodeAt(source, path), path, `missing required key "${tag}"`)
      const oneOf = (error.parentSchema as { oneOf?: { $ref?: string }[] } | undefined)?.oneOf ?? []
      const values = validator.discriminatorValues(oneOf, tag)
      const label = tag === 'type' ? 'section' : tag
      const value = String(params.tagValue)
      return at(nodeAt(source, [...path, tag]), [...path, tag], `unknown ${label} "${value}"${didYouMean(value, values)}; expected one of ${values.join(', ')}`)
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String)
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed) : ''
      return at(nodeAt(source, path), path, `must be one of ${allowed.join(', ')}${hint}`)
    }
    case 'pattern':
    case 'format': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description
      const expected = description ? `; expected: ${description}` : ''
      return at(nodeAt(source, path), path, `${JSON.stringify(error.data)} ${error.message ?? 'is invalid'}${expected}`)
    }
    case 'const':
      return at(nodeAt(source, path), path, `must be ${JSON.stringify(params.allowedValue)}`)
    default:
      return at(nodeAt(source, path), path, error.message ?? `fails ${error.keyword}`)
  }
}
