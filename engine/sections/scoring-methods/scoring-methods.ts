import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import type { resolveScoringMethods } from './resolveScoringMethods.server.ts'
import schema from './scoring-methods.schema.json' with { type: 'json' }

export const scoringMethods = defineSection({
  type: 'scoring-methods',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolveScoringMethods>(),
})
