import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A detached work tree of `rev` in `dir`, with its dependencies: a copy of `head`'s node_modules
 * when both lock files are the same (native modules already built), else installed from its own
 * lock file. Remove it with removeRevisionTree.
 */
export function checkOutRevision(head: string, rev: string, dir: string, { scripts = true } = {}): void {
  run('git', ['worktree', 'add', '--detach', dir, rev], head)
  const sameLock = readFileSync(join(head, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8')
  if (sameLock) cpSync(join(head, 'node_modules'), join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true })
  else run('npm', ['ci', '--no-audit', '--no-fund', ...(scripts ? [] : ['--ignore-scripts'])], dir)
}

export function removeRevisionTree(head: string, dir: string): void {
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: head })
}

/** Runs a command to its end; throws with its error output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`)
}
