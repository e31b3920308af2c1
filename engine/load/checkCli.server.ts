// `npm run check [-- --format text|github|json] [--watch] [--ci] [--now YYYY-MM-DD]`: validates every YAML file
// (pages-config/ and the catalogue, under CONTENT_DIR when set), prints every problem, and exits 1
// when there is any (in CI mode, a price past its age limit too); 2 on a usage mistake. Formats,
// watch mode and price ages: docs/editing-reviews.md.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { CheckFormat } from './checkReport.ts'
import { CHECK_FORMATS, checkReport, isCheckFormat } from './checkReport.ts'
import { checkOnce } from './checkOnce.server.ts'
import { resolveContentDir } from './resolveContentDir.server.ts'
import { watchCheck } from './watchCheck.server.ts'

const USAGE = `usage: npm run check -- [--format ${CHECK_FORMATS.join('|')}] [--watch] [--ci] [--now YYYY-MM-DD]
  --format  text (default): file:line:col  /pointer  message
            github: GitHub Actions annotations (::error file=...,line=...,col=...::message)
            json: one JSON array of {file, line, col, pointer, message, severity} per check
  --watch   check again after every change to pages-config/ or api/catalogue/
  --ci      (or CI=true) a price older than site.yaml's priceFreshness.failAfterDays fails the
            check; otherwise it is a warning, as one older than warnAfterDays always is
  --now     the day price ages are judged against; site.yaml's dataAsOf by default, so the
            check gives the same answer on any date
  CONTENT_DIR=<dir> checks the content in <dir> instead of this repository's`

function main(): void {
  const options = readOptions()
  if (!options) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const contentDir = resolveContentDir()
  if (!existsSync(contentDir)) {
    console.error(`CONTENT_DIR "${contentDir}" does not exist\n${USAGE}`)
    process.exitCode = 2
    return
  }
  if (options.watch) {
    watchCheck(contentDir, ({ result, changed, ms }) => {
      console.log(checkReport(result, options.format))
      const after = changed.length ? ` after a change to ${changed.join(', ')}` : ''
      console.error(`checked in ${Math.round(ms)} ms${after}; watching for changes (Ctrl+C stops)`)
    })
    return
  }
  const outcome = checkOnce(contentDir, options)
  if (outcome.stream === 'stdout') console.log(outcome.report)
  else console.error(outcome.report)
  if (!outcome.ok) process.exitCode = 1
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function readOptions(): { format: CheckFormat; watch: boolean; ci: boolean; now?: string } | undefined {
  try {
    const { values } = parseArgs({
      options: { format: { type: 'string', default: 'text' }, watch: { type: 'boolean', default: false }, ci: { type: 'boolean', default: false }, now: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    })
    if (!isCheckFormat(values.format)) {
      console.error(`unknown format "${values.format}"`)
      return undefined
    }
    if (values.now !== undefined && (!DAY.test(values.now) || Number.isNaN(Date.parse(values.now)))) {
      console.error(`--now "${values.now}" is not a day; write it as YYYY-MM-DD`)
      return undefined
    }
    // CI services set CI=true; "false" or "0" leave it off.
    const ciEnv = process.env.CI !== undefined && !['', 'false', '0'].includes(process.env.CI)
    return { format: values.format, watch: values.watch, ci: values.ci || ciEnv, ...(values.now ? { now: values.now } : {}) }
  } catch (error) {
    console.error((error as Error).message)
    return undefined
  }
}

main()
