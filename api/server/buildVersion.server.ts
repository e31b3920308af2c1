import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The version /api/health reports: package.json's version plus a short hash of the build's asset
 * manifest, which changes with every build, so two instances can be told apart during a rollout.
 */
export function buildVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  const manifest = join(root, 'dist/assets.json')
  if (!existsSync(manifest)) return `${version}+dev`
  return `${version}+${createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 10)}`
}
