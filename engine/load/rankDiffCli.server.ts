// `npm run rank:diff [-- REV]`: compares the rankings of the content in the working tree (or
// CONTENT_DIR) with those at a git revision (HEAD by default) and prints who moved, by how much and
// why, so an editor sees the effect of a weight or sub-score before committing it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatProblems } from '../content/formatProblems.ts'
import { loadContent } from './loadContent.server.ts'
import { projectRoot } from '../content/projectRoot.server.ts'
import { rankDiff } from './rankDiff.ts'
import { resolveContentDir } from '../content/resolveContentDir.server.ts'

function main(): void {
  const revision = process.argv[2] ?? 'HEAD'
  const root = projectRoot()
  const dir = mkdtempSync(join(tmpdir(), 'rank-diff-'))
  try {
    // The revision's content, exactly as committed, unpacked beside the working tree's.
    const archive = execFileSync('git', ['archive', '--format=tar', revision, 'pages-config', 'api/catalogue'], { cwd: root, maxBuffer: 1 << 30 })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    const before = loadContent(dir)
    const after = loadContent(resolveContentDir())
    if (!before.ok) return fail(`the content at ${revision} does not load:\n${formatProblems(before.problems)}`)
    if (!after.ok) return fail(`the working tree's content does not load; run npm run check:\n${formatProblems(after.problems)}`)
    const lines = rankDiff(before.content, after.content)
    console.log(lines.length ? [`Rankings against ${revision}:`, ...lines].join('\n') : `No ranking changed against ${revision}.`)
  } catch (error) {
    fail(`cannot read the content at "${revision}": ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function fail(message: string): void {
  console.error(message)
  process.exitCode = 1
}

main()
