import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { generateTypes } from '../../schemas/generateTypes.ts'

test('schemas/types.gen.ts matches the schemas (run `npm run gen:types` after editing a schema)', async () => {
  const committed = readFileSync(new URL('../../schemas/types.gen.ts', import.meta.url), 'utf8')
  expect(committed).toBe(await generateTypes())
})
