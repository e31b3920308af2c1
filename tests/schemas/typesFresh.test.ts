import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { generateTypes } from '../../schemas/generateTypes.ts'
import { sectionTypes } from '../../engine/sections/all.ts'
import { REGENERATE, SECTION_SCHEMA_FILES, sectionSchemaFiles } from '../../engine/sections/sectionSchemaFiles.ts'

const committed = (file: string) => readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')

test.each(SECTION_SCHEMA_FILES)(`schemas/%s matches the section types of engine/sections/ (run \`${REGENERATE}\` after adding a section type or editing its schema)`, (file) => {
  expect(committed(file), `schemas/${file} is stale: run \`${REGENERATE}\``).toBe(sectionSchemaFiles(sectionTypes)[file])
})

test(`schemas/types.gen.ts matches the schemas (run \`${REGENERATE}\` after editing a schema)`, async () => {
  expect(committed('types.gen.ts'), `schemas/types.gen.ts is stale: run \`${REGENERATE}\``).toBe(await generateTypes())
})
