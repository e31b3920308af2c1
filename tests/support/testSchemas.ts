import { dropTestSchemas } from './testStore.ts'

// Vitest's global setup for the store's tests on PostgreSQL (`npm run test:postgres`): the schemas
// of test stores are dropped once, after every file has run, and any a stopped run left behind are
// dropped before the first. Without DATABASE_URL there is nothing to do.

export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) await dropTestSchemas(process.env.DATABASE_URL)
}

export async function teardown(): Promise<void> {
  if (process.env.DATABASE_URL) await dropTestSchemas(process.env.DATABASE_URL)
}
