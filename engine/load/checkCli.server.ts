// `npm run check [-- --format text|github|json] [--watch] [--ci]`: validates every YAML file
// (pages-config/ and the catalogue, under CONTENT_DIR when set), prints every problem, and exits 1
// when there is any (in CI mode, a price past its age limit too); 2 on a usage mistake. Formats,
// watch mode and price ages: docs/editing-reviews.md.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { CHECK_FORMATS, checkReport, isCheckFormat } from './checkReport.ts'
import type { CheckFormat } from './checkReport.ts'
import { checkPriceAge } from './checkPriceAge.server.ts'
import { checkYearLabel } from './checkYearLabel.server.ts'
import { isError } from './ContentProblem.ts'
import { resolveContentDir } from './resolveContentDir.server.ts'
import { loadContent } from './loadContent.server.ts'
import { ParseStore, parseStoreFile, withParseStore } from './ParseStore.server.ts'
import { projectRoot } from './projectRoot.server.ts'
import { watchCheck } from './watchCheck.server.ts'

const USAGE = `usage: npm run check -- [--format ${CHECK_FORMATS.join('|')}] [--watch] [--ci]
  --format  text (default): file:line:col  /pointer  message
            github: GitHub Actions annotations (::error file=...,line=...,col=...::message)
            json: one JSON array of {file, line, col, pointer, message, severity} per check
  --watch   check again after every change to pages-config/ or api/catalogue/
  --ci      (or CI=true) a price older than site.yaml's priceFreshness.failAfterDays fails the
            check; otherwise it is a warning, as one older than warnAfterDays always is
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
  // Files unchanged since the last check are not read by js-yaml again (ParseStore).
  const store = new ParseStore(parseStoreFile(projectRoot()))
  const result = withParseStore(store, () => loadContent(contentDir))
  store.save()
  const priceAge = result.ok ? [...checkPriceAge(contentDir, result.content.site.priceFreshness, new Date(), options.ci), ...checkYearLabel(contentDir)] : []
  const report = checkReport(result, options.format, priceAge)
  if (result.ok && !priceAge.some(isError)) console.log(report)
  else {
    // GitHub reads workflow commands from stdout only.
    if (options.format === 'text') console.error(report)
    else console.log(report)
    process.exitCode = 1
  }
}

function readOptions(): { format: CheckFormat; watch: boolean; ci: boolean } | undefined {
  try {
    const { values } = parseArgs({
      options: { format: { type: 'string', default: 'text' }, watch: { type: 'boolean', default: false }, ci: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    })
    if (!isCheckFormat(values.format)) {
      console.error(`unknown format "${values.format}"`)
      return undefined
    }
    // CI services set CI=true; "false" or "0" leave it off.
    const ciEnv = process.env.CI !== undefined && !['', 'false', '0'].includes(process.env.CI)
    return { format: values.format, watch: values.watch, ci: values.ci || ciEnv }
  } catch (error) {
    console.error((error as Error).message)
    return undefined
  }
}

main()
