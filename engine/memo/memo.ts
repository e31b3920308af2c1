/** The node of a memo's tree that holds the value worked out for the keys leading to it. */
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
 * Data derived from a source that does not change (a loaded content, a catalogue, an offers
 * snapshot, a checked document), worked out once per source and keys and kept as long as the
 * source and every object among the keys live: each is held weakly, so a new content or snapshot
 * derives afresh and an old one takes its results with it, whether it came as the source or as a
 * key (a catalogue at each offers snapshot is kept while that snapshot is, not while the
 * catalogue's products are). Every cache of derived data in the engine is one of these; what a
 * request or an answer keeps is not derived data and has caches of its own.
 */
export function memo<S extends object, K extends readonly unknown[], V>(derive: (source: S, ...keys: K) => V): (source: S, ...keys: K) => V {
  const root: Node = {}
  return (source, ...keys) => {
    let node = child(root, source)
    for (const key of keys) node = child(node, key)
    const kept = node[VALUE]
    if (kept) return kept.value as V
    const value = derive(source, ...keys)
    node[VALUE] = { value }
    return value
  }
}
