import { defineSection } from '../defineSection.ts'
import schema from './category-grid.schema.json' with { type: 'json' }
import { resolveCategoryGrid } from './resolveCategoryGrid.server.ts'

export const categoryGrid = defineSection({
  type: 'category-grid',
  schema,
  pages: ['info'],
  resolve: resolveCategoryGrid,
})
