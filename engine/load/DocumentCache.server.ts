import type { ContentProblem } from './ContentProblem.ts'
import { LoadScope } from './LoadScope.ts'
import type { SchemaId } from './schemaValidator.server.ts'
import type { YamlSource } from './YamlSource.ts'

/** What parsing and validating one file's text gave: its problems, and its value when it had none. */
export type DocumentOutcome = { source: YamlSource; problems: ContentProblem[]; value: unknown }

type Entry = { text: string; schema: SchemaId; outcome: DocumentOutcome }

/** What one rule found in one document, with what it read besides the document. */
type Findings = { inputs: readonly unknown[]; problems: readonly ContentProblem[] }

/**
 * Parse-and-validate results kept between checks, keyed by file and reused while the file's text
 * is unchanged: a re-check after one save re-parses one file, and the cross-file checks run on
 * the kept results, each rule's findings in a document kept while what it read is unchanged
 * (keptFindings). `--watch`, development and a publish's working copy keep one for as long as
 * they run; any other load keeps one for that load only, so the link check reads the documents
 * the loaders have just parsed.
 */
export class DocumentCache {
  private entries = new Map<string, Entry>()
  private used = new Set<string>()
  /** By rule, by document value: dropped with the value when its file changes. */
  private findings = new Map<string, WeakMap<object, Findings>>()
  /** Files the next check need not read: their owner wrote none of them since the last (see expect). */
  private unchanged = new Set<string>()
  /** Stands for the images' content; see imagesRead. */
  #images = {}

  /**
   * `imagesFixed`: the images under the content folder do not change while this cache is used (a
   * publish's working copy links a build's), so what the image check found is kept too.
   * `oneLoad`: the cache lives for one load only, so no rule's findings are kept: there is no next check.
   */
  constructor(private readonly options: { imagesFixed?: boolean; oneLoad?: boolean } = {}) {}

  outcome(file: string, text: string, schema: SchemaId, compute: () => DocumentOutcome): DocumentOutcome {
    this.used.add(file)
    const entry = this.entries.get(file)
    if (entry && entry.text === text && entry.schema === schema) return entry.outcome
    const outcome = compute()
    this.entries.set(file, { text, schema, outcome })
    return outcome
  }

  /** What `rule` found in `owner` when it last read the same `inputs` (the same objects), else what `find` finds now. */
  found(rule: string, owner: object, inputs: readonly unknown[], find: () => ContentProblem[]): readonly ContentProblem[] {
    if (this.options.oneLoad) return find()
    let byOwner = this.findings.get(rule)
    if (!byOwner) this.findings.set(rule, (byOwner = new WeakMap()))
    const last = byOwner.get(owner)
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => input === inputs[i])) return last.problems
    const problems = find()
    byOwner.set(owner, { inputs, problems })
    return problems
  }

  /**
   * Says that of the files the last check read, only `changed` may differ in the next: for a folder
   * only its owner writes, the others are not read again.
   */
  expect(changed: Iterable<string>): void {
    const written = new Set(changed)
    this.unchanged = new Set([...this.entries.keys()].filter((file) => !written.has(file)))
  }

  /** The text the last check read of `file` when it is known unchanged (see expect). */
  unchangedText(file: string): string | undefined {
    return this.unchanged.has(file) ? this.entries.get(file)?.text : undefined
  }

  /** What stands for the images in what a rule read: the same object while they cannot change, else a new one each check. */
  get images(): object {
    return this.#images
  }

  /** The outcome for `file` if a loader read it in this load (so it is the file's current text). */
  kept(file: string): DocumentOutcome | undefined {
    return this.used.has(file) ? this.entries.get(file)?.outcome : undefined
  }

  /** Forgets files the last check did not read (deleted or renamed), so memory follows the content. */
  prune(): void {
    for (const file of this.entries.keys()) if (!this.used.has(file)) this.entries.delete(file)
    this.used.clear()
    this.unchanged.clear()
    if (!this.options.imagesFixed) this.#images = {}
  }

  get size(): number {
    return this.entries.size
  }
}

const scope = new LoadScope<DocumentCache>()

/** Runs a synchronous load with `cache` in force; this keeps every loader's signature unchanged. */
export function withDocumentCache<T>(cache: DocumentCache, load: () => T): T {
  return scope.run(cache, load)
}

/** Runs `load` with the cache in force, or with a new one kept for this load only. */
export function withLoadCache<T>(load: () => T): T {
  return scope.current ? load() : withDocumentCache(new DocumentCache({ oneLoad: true }), load)
}

/** What the loaders made of `file` in this load, if they read it. */
export function keptOutcome(file: string): DocumentOutcome | undefined {
  return scope.current?.kept(file)
}

/**
 * What a rule over one document (`owner`, a parsed value) found, reading only `inputs` besides it
 * (parsed values, or values derived from them once per value): kept by the cache in force while
 * they are the same objects, as an unchanged file keeps its parsed value, so a re-check after one
 * saved review runs that review's rules alone. Without a cache, `find` runs.
 */
export function keptFindings(rule: string, owner: object, inputs: readonly unknown[], find: () => ContentProblem[]): readonly ContentProblem[] {
  return scope.current ? scope.current.found(rule, owner, inputs, find) : find()
}

/** The text of `file` as the last check read it, when the cache in force knows it is unchanged. */
export function unchangedText(file: string): string | undefined {
  return scope.current?.unchangedText(file)
}

/** What stands for the images' content in what a rule read (see DocumentCache.images); new each time without a cache. */
export function imagesRead(): object {
  return scope.current?.images ?? {}
}

/** The outcome from the cache in force, or computed afresh when there is none. */
export function documentOutcome(file: string, text: string, schema: SchemaId, compute: () => DocumentOutcome): DocumentOutcome {
  const cache = scope.current
  return cache ? cache.outcome(file, text, schema, compute) : compute()
}
