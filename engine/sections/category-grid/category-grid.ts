import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './category-grid.schema.json' with { type: 'json' }
import type { resolveCategoryGrid } from './resolveCategoryGrid.server.ts'

export const categoryGrid = defineSection({
  type: 'category-grid',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolveCategoryGrid>(),
})
