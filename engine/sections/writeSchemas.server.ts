// `npm run gen:schemas`: writes the schema files assembled from the section types
// (schemas/sections.schema.json, review-section.schema.json, info-section.schema.json), then
// schemas/types.gen.ts from every schema. Run it after adding a section type or editing a schema.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateTypes } from '../../schemas/generateTypes.ts'
import { sectionTypes } from './all.ts'
import { sectionSchemaFiles } from './sectionSchemaFiles.ts'

const schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url))
for (const [file, text] of Object.entries(sectionSchemaFiles(sectionTypes))) {
  writeFileSync(join(schemasDir, file), text)
  console.log(`wrote schemas/${file}`)
}
writeFileSync(join(schemasDir, 'types.gen.ts'), await generateTypes())
console.log('wrote schemas/types.gen.ts')
