// `npm run check [-- --format text|github|json] [--watch]`: validates every YAML file (pages-config/
// and the catalogue, under CONTENT_DIR when set), prints every problem, and exits 1 when there is
// any; 2 on a usage mistake. Formats and watch mode: docs/editing-reviews.md.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { CheckFormat } from './checkReport.ts'
import { CHECK_FORMATS, checkReport, isCheckFormat } from './checkReport.ts'
import { checkOnce } from './checkOnce.server.ts'
import { schemaCacheFile } from '../content/precompiledSchemas.server.ts'
import { projectRoot } from '../content/projectRoot.server.ts'
import { resolveContentDir } from '../content/resolveContentDir.server.ts'
import { cachedValidator } from '../content/schemaValidator.server.ts'
import { watchCheck } from './watchCheck.server.ts'

const USAGE = `usage: npm run check -- [--format ${CHECK_FORMATS.join('|')}] [--watch]
  --format  text (default): file:line:col  /pointer  message
            github: GitHub Actions annotations (::error file=...,line=...,col=...::message)
            json: one JSON array of {file, line, col, pointer, message, severity} per check
  --watch   check again after every change to pages-config/ or api/catalogue/
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
  const validator = cachedValidator(schemaCacheFile(projectRoot()))
  if (options.watch) {
    watchCheck(contentDir, ({ result, changed, ms }) => {
      console.log(checkReport(result, options.format))
      const after = changed.length ? ` after a change to ${changed.join(', ')}` : ''
      console.error(`checked in ${Math.round(ms)} ms${after}; watching for changes (Ctrl+C stops)`)
    }, validator)
    return
  }
  const outcome = checkOnce(contentDir, { ...options, validator })
  if (outcome.stream === 'stdout') console.log(outcome.report)
  else console.error(outcome.report)
  if (!outcome.ok) process.exitCode = 1
}

function readOptions(): { format: CheckFormat; watch: boolean } | undefined {
  try {
    const { values } = parseArgs({
      options: { format: { type: 'string', default: 'text' }, watch: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    })
    if (!isCheckFormat(values.format)) {
      console.error(`unknown format "${values.format}"`)
      return undefined
    }
    return { format: values.format, watch: values.watch }
  } catch (error) {
    console.error((error as Error).message)
    return undefined
  }
}

main()
