import type { Document, LineCounter, Node } from 'yaml'
import type { ContentProblem } from './ContentProblem.ts'
import { yamlLibrary } from './yamlLibrary.ts'

/**
 * A YAML file that can answer "where is this value?". Its syntax tree is built on the first
 * question only: a file loaded by the fast path (fastYamlValue) and never reported about is
 * never parsed by `yaml`, which is the costly part of checking a large site.
 */
export class YamlSource {
  #parsed: { doc: Document.Parsed; lineCounter: LineCounter } | undefined

  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  get doc(): Document.Parsed {
    return this.#tree().doc
  }

  get lineCounter(): LineCounter {
    return this.#tree().lineCounter
  }

  /**
   * The file that holds the value at `path`, and its path there: this file for a document read
   * from one file; a catalogue folder's document places each product in its own file.
   */
  locate(path: readonly (string | number)[]): Located {
    return { source: this, path }
  }

  /** Whether the syntax tree exists already (a file with problems, or one a position was asked of). */
  get isParsed(): boolean {
    return this.#parsed !== undefined
  }

  #tree(): { doc: Document.Parsed; lineCounter: LineCounter } {
    if (!this.#parsed) {
      const { LineCounter, parseDocument } = yamlLibrary()
      const lineCounter = new LineCounter()
      const doc = parseDocument(this.text, { lineCounter, prettyErrors: false, uniqueKeys: true })
      this.#parsed = { doc, lineCounter }
    }
    return this.#parsed
  }
}

/** Where a value of a document is written: the file and the path inside it. */
export type Located = { source: YamlSource; path: readonly (string | number)[] }

export function parseYaml(file: string, text: string): { source: YamlSource; problems: ContentProblem[] } {
  const source = new YamlSource(file, text)
  const { doc, lineCounter } = source
  const problems = [...doc.errors, ...doc.warnings].map((error): ContentProblem => {
    const { line, col } = lineCounter.linePos(error.pos[0])
    return { file, line, col, pointer: '', message: `YAML syntax: ${firstLine(error.message)}` }
  })
  return { source, problems }
}

/** Whether the file failed to parse (parseYaml reports why); false for a file never parsed, as the fast reader accepted it. */
export function hasSyntaxProblems(source: YamlSource): boolean {
  return source.isParsed && (source.doc.errors.length > 0 || source.doc.warnings.length > 0)
}

export function decodePointer(pointer: string): string[] {
  if (pointer === '') return []
  return pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
}

export function encodePointer(path: readonly (string | number)[]): string {
  return path.map((s) => '/' + String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('')
}

/**
 * Aliases a document may expand while converting: real content uses few or none, and a few
 * nested aliases (a "billion laughs" file) would otherwise exhaust memory.
 */
const MAX_ALIAS_COUNT = 100

/**
 * The document as plain data, or a positioned problem when it cannot be converted (too many
 * aliases, an alias cycle): the error points at the first alias, where the editor must look.
 */
export function yamlValue(source: YamlSource): { value: unknown } | { problem: ContentProblem } {
  try {
    return { value: source.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) }
  } catch (error) {
    const reason = firstLine(error instanceof Error ? error.message : String(error))
    const alias = firstAlias(source)
    const message = /alias/i.test(reason)
      ? `YAML aliases: more than ${MAX_ALIAS_COUNT} expansions (${reason}); write the values out instead of nesting aliases`
      : `YAML conversion: ${reason}`
    return { problem: { file: source.file, ...positionOf(source, alias), pointer: '', message } }
  }
}

function firstAlias(source: YamlSource): Node | undefined {
  const { isAlias, visit } = yamlLibrary()
  let found: Node | undefined
  visit(source.doc, {
    Alias(_key, node) {
      found = node
      return visit.BREAK
    },
  })
  return found && isAlias(found) ? found : undefined
}

/** The node at a path, or the nearest ancestor that exists. */
export function nodeAt(source: YamlSource, path: readonly string[]): Node | undefined {
  const { isNode } = yamlLibrary()
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? source.doc.contents : source.doc.getIn(path.slice(0, depth), true)
    if (isNode(node)) return node
  }
  return undefined
}

/** The key node of `key` inside the map at `path` (for "unknown key" errors). */
export function keyNodeAt(source: YamlSource, path: readonly string[], key: string): Node | undefined {
  const { isMap, isNode, isPair, isScalar } = yamlLibrary()
  const map = nodeAt(source, path)
  if (!isMap(map)) return undefined
  const pair = map.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key)
  return pair && isNode(pair.key) ? pair.key : undefined
}

export function positionOf(source: YamlSource, node: Node | undefined): { line: number; col: number } {
  const offset = node?.range?.[0]
  if (offset === undefined) return { line: 1, col: 1 }
  return source.lineCounter.linePos(offset)
}

/** A problem located at a value in the file, for checks made after schema validation. */
export function problemAt(document: YamlSource, at: readonly (string | number)[], message: string): ContentProblem {
  const { source, path } = document.locate(at)
  const segments = path.map(String)
  return { file: source.file, ...positionOf(source, nodeAt(source, segments)), pointer: encodePointer(path), message }
}

/** A problem located at a key of the map at `path` (an unknown key), for checks made after schema validation. */
export function problemAtKey(document: YamlSource, at: readonly (string | number)[], key: string, message: string): ContentProblem {
  const { source, path } = document.locate(at)
  const node = keyNodeAt(source, path.map(String), key) ?? nodeAt(source, [...path, key].map(String))
  return { file: source.file, ...positionOf(source, node), pointer: encodePointer([...path, key]), message }
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim()
}
