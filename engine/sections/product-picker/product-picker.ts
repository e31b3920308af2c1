import { defineSection } from '../defineSection.ts'
import schema from './product-picker.schema.json' with { type: 'json' }
import { resolveProductPicker } from './resolveProductPicker.server.ts'

export const productPicker = defineSection({
  type: 'product-picker',
  schema,
  pages: ['info'],
  resolve: resolveProductPicker,
})
