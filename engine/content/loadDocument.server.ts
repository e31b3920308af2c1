import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import type { ContentProblem } from './ContentProblem.ts'
import { ContentStore } from './ContentStore.server.ts'
import type { DocumentOutcome } from './ContentStore.server.ts'
import { schemaProblems } from './schemaProblems.server.ts'
import type { SchemaId } from './schemaValidator.server.ts'
import { parseYaml, yamlValue, YamlSource } from './YamlSource.ts'
import { CATALOGUE_DIR, CATALOGUE_FOLDER_DOCS, CATALOGUE_FOLDER_FILE, CATALOGUE_PRODUCTS_DIR } from './catalogueLayout.ts'

export type LoadedDocument<T> = { source: YamlSource; value: T }

/**
 * Collects problems from many files, so an editor sees every mistake in one run; and carries the
 * content store the load reads through and keeps its work in, to every loader and rule it is
 * handed to (a log made without one keeps nothing beyond its load).
 */
export class ProblemLog {
  constructor(readonly store: ContentStore = ContentStore.forOneLoad()) {}
  readonly problems: ContentProblem[] = []
  /** Checks left out because what they depend on has a problem of its own: said once, never counted. */
  readonly skipped: string[] = []
  skip(check: string): void {
    if (!this.skipped.includes(check)) this.skipped.push(check)
  }
  add(...problems: ContentProblem[]): void {
    this.problems.push(...problems)
  }
  fileProblem(file: string, message: string): void {
    this.problems.push({ file, line: 1, col: 1, pointer: '', message })
  }
  /** Adds what `find` reports about one document, found again only when what it reads changed (see ContentStore.found). */
  addKept(rule: string, owner: object, inputs: readonly unknown[], find: (log: ProblemLog) => void): void {
    this.add(
      ...this.store.found(rule, owner, inputs, () => {
        const own = new ProblemLog(this.store)
        find(own)
        return own.problems
      }),
    )
  }
}

/**
 * Reads, parses and validates one YAML file (path relative to `contentDir`). Returns the value only when
 * the file is free of syntax and schema problems; the type is the schema's generated type.
 */
export function loadDocument<T>(contentDir: string, file: string, schema: SchemaId, log: ProblemLog): LoadedDocument<T> | undefined {
  const text = readContentFile(contentDir, file, log)
  if (text === undefined) return undefined
  checkSchemaLine(file, text, schema, log)
  const { source, problems, value } = log.store.outcome(file, text, schema, () => parseAndValidate(file, text, schema, log.store))
  if (problems.length) {
    log.add(...problems)
    return undefined
  }
  // The schema has accepted the value, and T is generated from that schema.
  return { source, value: value as T }
}

/**
 * Syntax problems, else schema problems, else the value: the costly part of loading a file.
 * Most files are valid, so the fast reader goes first; only a file it cannot read or the schema
 * rejects is parsed by `yaml`, whose syntax tree gives every problem its position and message.
 */
function parseAndValidate(file: string, text: string, schema: SchemaId, store: ContentStore): DocumentOutcome {
  const { validator } = store
  const fast = store.value(text)
  // Validation fills in defaults in place: a rejected fast value is dropped, not reused.
  if (fast && validator.validate(schema, fast.value).length === 0) {
    return { source: new YamlSource(file, text), problems: [], value: fast.value }
  }
  const { source, problems } = parseYaml(file, text)
  if (problems.length) return { source, problems, value: undefined }
  const converted = yamlValue(source)
  if ('problem' in converted) return { source, problems: [converted.problem], value: undefined }
  const { value } = converted
  const errors = validator.validate(schema, value)
  return { source, problems: errors.length ? schemaProblems(source, errors, validator) : [], value }
}

/** Default cap on one content file: the largest real file is about 25 KB. */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024

/** CONTENT_MAX_FILE_BYTES overrides the cap; anything but a positive whole number keeps the default. */
export function maxContentFileBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.CONTENT_MAX_FILE_BYTES)
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_FILE_BYTES
}

/**
 * The beginning of the problem for a content file that cannot be read at all (permissions, a
 * special file): a fault of the machine, not of the text, which the server reports on its own.
 */
export const UNREADABLE_FILE = 'cannot read the file'

/**
 * The file's text, or undefined with a problem logged. The type and size are checked before
 * reading: a FIFO or device named like a YAML file would block the read for ever, and a huge file
 * costs neither the time nor the memory of parsing it.
 */
function readContentFile(contentDir: string, file: string, log: ProblemLog): string | undefined {
  const kept = log.store.unchangedText(file)
  if (kept !== undefined) return kept
  try {
    const limit = maxContentFileBytes()
    const stats = statSync(join(contentDir, file))
    if (!stats.isFile()) {
      log.fileProblem(file, `${UNREADABLE_FILE}: it is not a regular file (a folder, FIFO or device named like a YAML file); replace it with the YAML file or remove it`)
      return undefined
    }
    if (stats.size > limit) {
      log.fileProblem(file, `the file is ${stats.size} bytes, over the ${limit}-byte limit for one content file; ${overLimitAdvice(file)}`)
      return undefined
    }
    return readFileSync(join(contentDir, file), 'utf8')
  } catch (error) {
    log.fileProblem(file, unreadable(error as NodeJS.ErrnoException))
    return undefined
  }
}

/**
 * What an editor can do about a file over the size limit. A catalogue cannot be split into two
 * catalogues: its products move into the category's catalogue folder, whose products files can
 * be as many as needed.
 */
function overLimitAdvice(file: string): string {
  const raise = 'or raise CONTENT_MAX_FILE_BYTES'
  if (dirname(file) === CATALOGUE_DIR) {
    const dir = `${CATALOGUE_DIR}/${nameOf(file)}`
    return `a large catalogue goes in a folder: move its products into ${dir}/${CATALOGUE_PRODUCTS_DIR}/*.yaml (a few hundred per file, in ranked order by file name) and its other fields into ${dir}/${CATALOGUE_FOLDER_FILE}, then remove this file (${CATALOGUE_FOLDER_DOCS}); ${raise}`
  }
  if (dirname(file).endsWith(`/${CATALOGUE_PRODUCTS_DIR}`) && dirname(dirname(file)).startsWith(`${CATALOGUE_DIR}/`)) {
    return `move some of its products into another file of ${dirname(file)}/ (files are read in name order, so the ranking is kept) (${CATALOGUE_FOLDER_DOCS}); ${raise}`
  }
  return `split it, ${raise}`
}

function unreadable(error: NodeJS.ErrnoException): string {
  const code = error.code ?? 'unknown error'
  if (code === 'EACCES' || code === 'EPERM') return `${UNREADABLE_FILE} (${code}: permission denied); let the user the site runs as read it (chmod a+r)`
  return `${UNREADABLE_FILE} (${code}); restore it from version control or remove it`
}

/**
 * Every content file names its schema on its first line, so editors with the YAML language server
 * see completion and mistakes while typing.
 */
function checkSchemaLine(file: string, text: string, schema: SchemaId, log: ProblemLog): void {
  const expected = `# yaml-language-server: $schema=${relative(dirname(file), join('schemas', schema))}`
  const firstLine = text.split(/\r?\n/, 1)[0]
  if (firstLine !== expected) log.fileProblem(file, `the first line must be "${expected}"`)
}

/** A name that can be part of a URL: lower-case words joined by dashes (a slug). */
export const URL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A content file's name without its folder and extension: a review's or category's slug, a page's path. */
export function nameOf(file: string): string {
  return basename(file).replace(/\.ya?ml$/, '')
}

/**
 * The .yaml files directly inside `dir` whose names can be part of a URL, with those names; any
 * other is reported with `why` (e.g. `cannot be a category slug`) and an example name, and left out.
 */
export function namedFilesIn(contentDir: string, dir: string, log: ProblemLog, why: string, example: string): { file: string; name: string }[] {
  return yamlFilesIn(contentDir, dir).flatMap((file) => {
    const name = nameOf(file)
    if (URL_NAME.test(name)) return [{ file, name }]
    log.fileProblem(file, `file name "${name}" ${why}; use lower-case words joined by dashes, e.g. ${example}`)
    return []
  })
}

/** The .yaml files directly inside `dir` (relative to contentDir), sorted, as contentDir-relative paths. */
export function yamlFilesIn(contentDir: string, dir: string): string[] {
  if (!existsSync(join(contentDir, dir))) return []
  return readdirSync(join(contentDir, dir))
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => `${dir}/${name}`)
}
