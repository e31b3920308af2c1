import type { ContentProblem } from './ContentProblem.ts'
import { DerivedValues } from '../derived/DerivedValues.ts'
import { fastYamlValue } from './fastYamlValue.ts'
import { ParseStore } from './ParseStore.server.ts'
import { schemaValidator } from './schemaValidator.server.ts'
import type { SchemaId, SchemaValidator } from './schemaValidator.server.ts'
import type { YamlSource } from './YamlSource.ts'

/** What parsing and validating one file's text gave: its problems, and its value when it had none. */
export type DocumentOutcome = { source: YamlSource; problems: ContentProblem[]; value: unknown }

type Entry = { text: string; schema: SchemaId; outcome: DocumentOutcome }

/** What one rule found in one document, with what it read besides the document. */
type Findings = { inputs: readonly unknown[]; problems: readonly ContentProblem[] }

/**
 * `validator`: the schemas' validators the loads validate with (the build's compiled ones, the
 * check's kept ones), else those compiled in this process on first use (schemaValidator).
 * `values`: a file of parsed values (ParseStore) to read texts' values from, and with `saveValues`
 * to write this store's back to at the end of a load. `keepFindings`: keep each rule's findings
 * for the next load (false for a store that lives for one load). `imagesFixed`: the images under
 * the content folder do not change while the store is used (a publish's working copy links a
 * build's), so what the image check found is kept too. `imagesReported`: the caller watches the
 * folder and calls `imagesChanged` when an image may have changed, so until then it is kept too.
 */
export type ContentStoreOptions = { values?: string; saveValues?: boolean; keepFindings?: boolean; imagesFixed?: boolean; imagesReported?: boolean; validator?: SchemaValidator }

/**
 * The work kept from reading content, in one place, handed to `loadContent` (and through it to
 * every loader and rule, with the load's ProblemLog) as an argument. Four tiers, each keyed by
 * what it was made from:
 * - a text's parsed value, by the SHA-256 of the text, on disk when the store has a values file
 *   (the check's between runs, or a build's for the server's start and a publish's first check);
 * - a file's parsed and validated outcome, while its text and schema are the same;
 * - what a rule found in a document, while the document and what the rule read besides it are
 *   the same objects (`found`);
 * - every value derived from what a load made (`derived`: a product's spec rows, a category's
 *   facets, the catalogue at an offers snapshot with its rankings), kept while what it read lives.
 * One eviction rule: a value goes with what it was made from. At the end of a load (`endLoad`),
 * the files the load did not read are dropped, from memory and from the values file, and with their
 * documents go the findings and derived values made from them (held weakly), so what is kept
 * follows the content.
 */
export class ContentStore {
  readonly #options: ContentStoreOptions
  /** The values derived from this store's loads, carried by what a load makes (its fact book and catalogue). */
  readonly derived = new DerivedValues()
  readonly #values: ParseStore | undefined
  /** Another's values file, read for one load only (readValuesOnce) before the store's own. */
  #valuesOnce: ParseStore | undefined
  readonly #entries = new Map<string, Entry>()
  readonly #used = new Set<string>()
  /** By rule, by document value: dropped with the value when its file changes. */
  readonly #findings = new Map<string, WeakMap<object, Findings>>()
  /** Files the next load need not read: their owner wrote none of them since the last (see expect). */
  #unchanged = new Set<string>()
  /** Stands for the images' content; see images. */
  #images = {}

  constructor(options: ContentStoreOptions = {}) {
    this.#options = options
    this.#values = options.values ? new ParseStore(options.values) : undefined
  }

  /** The validators every document read through this store is validated with. */
  get validator(): SchemaValidator {
    return this.#options.validator ?? schemaValidator()
  }

  /** A store for one load: nothing is kept for a next one. */
  static forOneLoad(validator?: SchemaValidator): ContentStore {
    return new ContentStore({ keepFindings: false, validator })
  }

  /** The fast reader's value of `text`, from the values file when it holds this text. */
  value(text: string): { value: unknown } | undefined {
    const values = this.#valuesOnce ?? this.#values
    return values ? values.value(text) : fastYamlValue(text)
  }

  /** Writes the values of `texts` alone, as this store's values file holds them, into `file`. */
  saveValuesOf(file: string, texts: Iterable<string>): void {
    this.#values?.saveOnly(file, texts)
  }

  /** Reads texts' values from `file` until the end of the next load (a build's, for a first check), without writing it. */
  readValuesOnce(file: string): void {
    this.#valuesOnce = new ParseStore(file)
  }

  /** The outcome of `file` when its text and schema are the ones kept, else `compute`'s, kept. */
  outcome(file: string, text: string, schema: SchemaId, compute: () => DocumentOutcome): DocumentOutcome {
    this.#used.add(file)
    const entry = this.#entries.get(file)
    if (entry && entry.text === text && entry.schema === schema) return entry.outcome
    const outcome = compute()
    this.#entries.set(file, { text, schema, outcome })
    return outcome
  }

  /**
   * What `rule` found in `owner` (a parsed value) when it last read the same `inputs` (the same
   * objects: parsed values, or values derived from them once per value), else what `find` finds
   * now: a re-check after one saved review runs that review's rules alone.
   */
  found(rule: string, owner: object, inputs: readonly unknown[], find: () => ContentProblem[]): readonly ContentProblem[] {
    if (this.#options.keepFindings === false) return find()
    let byOwner = this.#findings.get(rule)
    if (!byOwner) this.#findings.set(rule, (byOwner = new WeakMap()))
    const last = byOwner.get(owner)
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => input === inputs[i])) return last.problems
    const problems = find()
    byOwner.set(owner, { inputs, problems })
    return problems
  }

  /**
   * Says that of the files the last load read, only `changed` may differ in the next: for a folder
   * only its owner writes, the others are not read again.
   */
  expect(changed: Iterable<string>): void {
    const written = new Set(changed)
    this.#unchanged = new Set([...this.#entries.keys()].filter((file) => !written.has(file)))
  }

  /** The text the last load read of `file` when it is known unchanged (see expect). */
  unchangedText(file: string): string | undefined {
    return this.#unchanged.has(file) ? this.#entries.get(file)?.text : undefined
  }

  /**
   * What stands for the images in what a rule read: the same object while they cannot change, or,
   * with `imagesReported`, until `imagesChanged` says they may have; else a new one each load.
   */
  get images(): object {
    return this.#images
  }

  /** Says an image under the content folder may have changed: the image checks run again. */
  imagesChanged(): void {
    this.#images = {}
  }

  /** The outcome for `file` if a loader read it in this load (so it is the file's current text). */
  kept(file: string): DocumentOutcome | undefined {
    return this.#used.has(file) ? this.#entries.get(file)?.outcome : undefined
  }

  /** Ends a load: forgets the files it did not read (deleted or renamed), and writes the values file when it keeps one. */
  endLoad(): void {
    for (const file of this.#entries.keys()) if (!this.#used.has(file)) this.#entries.delete(file)
    this.#used.clear()
    this.#unchanged.clear()
    if (!this.#options.imagesFixed && !this.#options.imagesReported) this.#images = {}
    if (this.#valuesOnce) this.#valuesOnce = undefined
    else if (this.#options.saveValues) this.#values?.save()
  }

  /** How many files' outcomes are kept. */
  get size(): number {
    return this.#entries.size
  }
}
