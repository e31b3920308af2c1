import { forgetLoadedContent } from './content.ts'

// Run before every test file: a file that shares its process with others (the "shared" project of
// tests/vitest.config.ts) sees no content or prices an earlier file loaded.
forgetLoadedContent()
