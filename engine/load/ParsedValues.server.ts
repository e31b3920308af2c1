import { isDeepStrictEqual } from 'node:util'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * YAML texts already parsed, by a hash of the text, with their plain value as the YAML parser
 * gave it (before schema defaults). Parsing is nearly all of a check's cost at a thousand reviews
 * (docs/performance.md, "A thousand reviews"), and a value depends on the text alone, so a file
 * whose text is unchanged since any earlier run is validated again but not parsed again. Only
 * texts free of YAML problems are kept; positions are found by parsing again, only when a
 * problem must be reported. Saved as one JSON file when `file` is given.
 */
export class ParsedValues {
  #values = new Map<string, unknown>()
  #used = new Set<string>()
  #changed = false

  /** `write: false` reads `file` but never writes it (a development server saving on every edit). */
  constructor(
    readonly file?: string,
    readonly options: { write: boolean } = { write: true },
  ) {
    if (file && existsSync(file)) {
      try {
        this.#values = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>))
      } catch {
        // A damaged cache is only a slower run: start empty.
      }
    }
  }

  /** A fresh copy of the value parsed from `text` (validation writes defaults into it), if known. */
  get(text: string): { value: unknown } | undefined {
    const key = keyOf(text)
    if (!this.#values.has(key)) return undefined
    this.#used.add(key)
    return { value: structuredClone(this.#values.get(key)) }
  }

  /** The value itself, not a copy, for a reader that changes nothing (the link check). */
  peek(text: string): { readonly value: unknown } | undefined {
    const key = keyOf(text)
    if (!this.#values.has(key)) return undefined
    this.#used.add(key)
    return { value: this.#values.get(key) }
  }

  set(text: string, value: unknown): void {
    // Only what JSON keeps exactly: a value with, say, .inf in it is parsed each time.
    const kept: unknown = JSON.parse(JSON.stringify(value) ?? 'null')
    if (!isDeepStrictEqual(kept, value)) return
    const key = keyOf(text)
    this.#values.set(key, kept)
    this.#used.add(key)
    this.#changed = true
  }

  /**
   * Forgets the texts not read since the last save (changed or deleted files), and writes the rest
   * to `file`, if there is one, when anything changed.
   */
  save(): void {
    const unused = [...this.#values.keys()].filter((key) => !this.#used.has(key))
    for (const key of unused) this.#values.delete(key)
    this.#used.clear()
    if (!this.file || !this.options.write || (!this.#changed && !unused.length)) return
    try {
      // Whole or not at all: several server workers may save at once.
      mkdirSync(dirname(this.file), { recursive: true })
      const temporary = `${this.file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.#values)))
      renameSync(temporary, this.file)
      this.#changed = false
    } catch {
      // A read-only install (a container image) only loses the speed-up.
    }
  }
}

const keyOf = (text: string) => createHash('sha256').update(text).digest('base64url')

let active: ParsedValues | undefined

/** Runs a synchronous load with `values` in force (as withDocumentCache does for --watch). */
export function withParsedValues<T>(values: ParsedValues, load: () => T): T {
  const previous = active
  active = values
  try {
    return load()
  } finally {
    active = previous
  }
}

/** The store in force, if any. */
export const parsedValues = (): ParsedValues | undefined => active
