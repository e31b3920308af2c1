import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './product-picker.schema.json' with { type: 'json' }
import type { resolveProductPicker } from './resolveProductPicker.server.ts'

export const productPicker = defineSection({
  type: 'product-picker',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolveProductPicker>(),
})
