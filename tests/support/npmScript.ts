import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

/**
 * The program and arguments that `npm run <name> -- ...args` runs in the project at `root`, read
 * from its package.json, so a test runs the real command line without npm's own start. Only a
 * plain `node ...` script is taken: one with shell syntax (`&&`, pipes, variables) is refused.
 */
export function npmScript(name: string, args: readonly string[] = [], root = projectRoot()): [string, string[]] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  const script = scripts[name]
  if (!script) throw new Error(`package.json has no script "${name}"`)
  const [program, ...words] = script.trim().split(/\s+/)
  if (program !== 'node' || words.some((word) => /[&|;$<>'"`]/.test(word))) throw new Error(`the script "${name}" is not a plain node command line: ${script}`)
  return [process.execPath, [...words, ...args]]
}
