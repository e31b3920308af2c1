import { defineSection } from '../defineSection.ts'
import schema from './gallery.schema.json' with { type: 'json' }
import { resolveGallery } from './resolveGallery.server.ts'

export const gallery = defineSection({
  type: 'gallery',
  schema,
  pages: ['review'],
  resolve: resolveGallery,
  starter: [
    {
      order: 80,
      yaml: `  # Images 2 and 3 of the product; shown only when it has more than two images.
  - type: gallery
`,
    },
  ],
})
