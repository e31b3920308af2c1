import { defineSection } from '../defineSection.ts'
import { resolveScoringMethods } from './resolveScoringMethods.server.ts'
import schema from './scoring-methods.schema.json' with { type: 'json' }

export const scoringMethods = defineSection({
  type: 'scoring-methods',
  schema,
  pages: ['info'],
  resolve: resolveScoringMethods,
})
