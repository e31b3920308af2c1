import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './gallery.schema.json' with { type: 'json' }
import type { resolveGallery } from './resolveGallery.server.ts'

export const gallery = defineSection({
  type: 'gallery',
  schema,
  pages: ['review'],
  resolve: serverResolver<typeof resolveGallery>(),
  starter: [
    {
      order: 80,
      yaml: `  # Images 2 and 3 of the product; shown only when it has more than two images.
  - type: gallery
`,
    },
  ],
})
