import { defineSection } from '../contract/defineSection.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import type { resolveTestRecords } from './resolveTestRecords.server.ts'
import schema from './test-records.schema.json' with { type: 'json' }

export const testRecords = defineSection({
  type: 'test-records',
  schema,
  pages: ['info'],
  resolve: serverResolver<typeof resolveTestRecords>(),
})
