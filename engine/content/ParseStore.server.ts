import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fastYamlValue } from './fastYamlValue.ts'

type Read = (text: string) => { value: unknown } | undefined

/** A store written in another layout, or from another js-yaml, is not read. */
const HEADER = `yaml-values 1, js-yaml ${(createRequire(import.meta.url)('js-yaml/package.json') as { version: string }).version}`

/**
 * The content store's values tier (ContentStore.server.ts), on disk: the values js-yaml read from
 * content files in earlier runs, kept by the SHA-256 of each file's text, so a file unchanged
 * since the last check is not read again: at 1,000 reviews, js-yaml is about half of a full
 * check. One line per text: its hash, a tab, its value as JSON. A value JSON cannot carry (NaN,
 * Infinity) is never kept. Values are only the fast reader's: the schema still validates every
 * one, and a rejected file still goes to `yaml`.
 */
export class ParseStore {
  readonly #file: string
  readonly #stored = new Map<string, string>()
  /** What this run read or found: what the next save keeps (texts no longer read are dropped). */
  readonly #used = new Map<string, string>()
  #added = false

  constructor(file: string) {
    this.#file = file
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return
    }
    const [header, ...lines] = text.split('\n')
    if (header !== HEADER) return
    for (const line of lines) {
      const tab = line.indexOf('\t')
      if (tab > 0) this.#stored.set(line.slice(0, tab), line.slice(tab + 1))
    }
  }

  /**
   * The value of `text`: from the store when it holds this very text (from an earlier run, or
   * read earlier in this one), else from `read`.
   */
  value(text: string, read: Read = fastYamlValue): { value: unknown } | undefined {
    const key = textKey(text)
    const kept = this.#used.get(key) ?? this.#stored.get(key)
    if (kept !== undefined) {
      const value = parsedOrUndefined(kept)
      if (value) {
        this.#used.set(key, kept)
        return value
      }
    }
    const result = read(text)
    if (result && (!NOT_JSON_EXACT.test(text) || finiteOnly(result.value))) {
      this.#used.set(key, JSON.stringify(result.value))
      this.#added = true
    }
    return result
  }

  /** Writes this run's texts when they differ from what was read; failing to write only costs speed. */
  save(): void {
    if (!this.#added && this.#used.size === this.#stored.size) return
    writeValues(this.#file, this.#used)
  }

  /** Writes the values this run read of `texts` alone into `file`: a store for a reader of those files only. */
  saveOnly(file: string, texts: Iterable<string>): void {
    const keys = new Set([...texts].map(textKey))
    writeValues(file, new Map([...this.#used].filter(([key]) => keys.has(key))))
  }
}

const textKey = (text: string) => createHash('sha256').update(text).digest('base64url')

/** Writes a values file whole (failing to write only costs speed: the reader parses the texts). */
function writeValues(file: string, values: ReadonlyMap<string, string>): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, [HEADER, ...[...values].map(([key, json]) => `${key}\t${json}`)].join('\n'))
    renameSync(partial, file)
  } catch {
    // A read-only or full disk: the next run reads every file again.
  }
}

/** Where the check keeps its store: beside the other build caches, outside the content. */
export const parseStoreFile = (projectRoot: string) => join(projectRoot, 'node_modules/.cache/content-check/yaml-values')

function parsedOrUndefined(json: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(json) as unknown }
  } catch {
    return undefined
  }
}

/**
 * JSON turns NaN and Infinity into null. YAML gives them only as .nan and .inf, or as a number
 * too large for a double (1e400): a text that may hold either has its value searched for them
 * before it is kept. The search is the rare case: "E700" in a product name looks like an exponent.
 */
const NOT_JSON_EXACT = /\.(nan|inf)\b|e\+?\d{3}/i

/** Whether every number in the value is finite, so JSON gives it back exactly. */
function finiteOnly(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (value === null || typeof value !== 'object') return true
  return Object.values(value).every(finiteOnly)
}
