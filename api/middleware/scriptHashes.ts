import { createHash } from 'node:crypto'
import { SPECULATION_RULES } from '../../renderer/speculationRules.ts'

/**
 * The Content-Security-Policy source for the pages' only inline script, the speculation rules:
 * allowed by the hash of its exact text, so no other inline script can run.
 */
export const SPECULATION_RULES_SOURCE = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`
