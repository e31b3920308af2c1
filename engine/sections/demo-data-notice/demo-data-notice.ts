import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './demo-data-notice.schema.json' with { type: 'json' }
import type { resolveDemoDataNotice } from './resolveDemoDataNotice.server.ts'

export const demoDataNotice = defineSection({
  type: 'demo-data-notice',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolveDemoDataNotice>(),
})
