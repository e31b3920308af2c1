import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import type { resolveSpecs } from './resolveSpecs.server.ts'
import schema from './specs.schema.json' with { type: 'json' }

export const specs = defineSection({
  type: 'specs',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveSpecs>(),
  starter: [
    {
      order: 70,
      yaml: `  # The technical specifications list, from the catalogue's facts (then defaults.specs).
  - type: specs
`,
    },
  ],
})
