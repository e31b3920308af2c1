// Writes schemas/types.gen.ts from the JSON Schemas, so the schemas stay the single source of truth.
// `npm run gen:types` writes it; tests/schemas/typesFresh.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from 'json-schema-to-typescript'
import type { JSONSchema } from 'json-schema-to-typescript'

const schemasDir = dirname(fileURLToPath(import.meta.url))

/** Every document kind an editor writes; their $refs pull in the rest. */
const roots = ['site', 'catalogue-file', 'review', 'home', 'info-page', 'category-page'] as const

const BANNER = `/* eslint-disable */
// Generated from schemas/*.schema.json by \`npm run gen:types\`. Do not edit by hand.`

export async function generateTypes(): Promise<string> {
  const root: JSONSchema = {
    title: 'ContentDocuments',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(roots.map((name) => [name, { $ref: `${name}.schema.json` }])),
  }
  const source = await compile(root, 'ContentDocuments', {
    cwd: schemasDir,
    bannerComment: BANNER,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, semi: false, printWidth: 120 },
  })
  return source
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(schemasDir, 'types.gen.ts'), await generateTypes())
  console.log('wrote schemas/types.gen.ts')
}
