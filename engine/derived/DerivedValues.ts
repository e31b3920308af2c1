/** The node of the tree that holds the value worked out for the keys leading to it. */
const VALUE = Symbol('value')
/**
 * The next node for each key: object keys in a WeakMap, so a node (and the value below it) lives
 * no longer than every object on its way; other keys (strings, numbers, undefined) in a Map.
 */
type Node = { [VALUE]?: { value: unknown }; objects?: WeakMap<object, Node>; others?: Map<unknown, Node> }

const isObject = (key: unknown): key is object => (typeof key === 'object' && key !== null) || typeof key === 'function'

/** The node below `node` for `key`, made on first use. */
function child(node: Node, key: unknown): Node {
  const weakly = isObject(key)
  const next = weakly ? node.objects?.get(key) : node.others?.get(key)
  if (next) return next
  const made: Node = {}
  if (weakly) (node.objects ??= new WeakMap()).set(key, made)
  else (node.others ??= new Map()).set(key, made)
  return made
}

/**
 * The content store's tier in memory: values derived from sources that do not change (a loaded
 * content, a catalogue, a fact book, an offers snapshot, a parsed document), each worked out once
 * per derivation, source and keys. The derivation is a pure function; the source and the object
 * keys are held weakly, so a value is kept exactly as long as everything it was made from lives:
 * a new content or snapshot derives afresh and an old one takes its values with it. One lives in
 * each ContentStore (`store.derived`), and what a load makes (its fact book, its catalogue) carries
 * its store's, so every reader of one content shares the same values and no module keeps any.
 */
export class DerivedValues {
  readonly #root: Node = {}

  /** `derive(source, ...keys)`, worked out on the first call for these arguments and kept. */
  of<S extends object, K extends readonly unknown[], V>(derive: (source: S, ...keys: K) => V, source: S, ...keys: K): V {
    let node = child(child(this.#root, derive), source)
    for (const key of keys) node = child(node, key)
    const kept = node[VALUE]
    if (kept) return kept.value as V
    const value = derive(source, ...keys)
    node[VALUE] = { value }
    return value
  }
}
