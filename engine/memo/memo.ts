/** The node of a memo's tree that holds the value worked out for the keys leading to it. */
const VALUE = Symbol('value')
type Node = Map<unknown, Node> & { [VALUE]?: { value: unknown } }

/**
 * Data derived from a source that does not change (a loaded content, a catalogue, an offers
 * snapshot, a checked document), worked out once per source and keys and kept as long as the
 * source lives: the memo holds its source weakly, so a new content or snapshot derives afresh and
 * an old one takes its results with it. Every cache of derived data in the engine is one of these;
 * what a request or an answer keeps is not derived data and has caches of its own.
 */
export function memo<S extends object, K extends readonly unknown[], V>(derive: (source: S, ...keys: K) => V): (source: S, ...keys: K) => V {
  const roots = new WeakMap<S, Node>()
  return (source, ...keys) => {
    let node = roots.get(source)
    if (!node) roots.set(source, (node = new Map()))
    for (const key of keys) {
      let next = node.get(key)
      if (!next) node.set(key, (next = new Map()))
      node = next
    }
    const kept = node[VALUE]
    if (kept) return kept.value as V
    const value = derive(source, ...keys)
    node[VALUE] = { value }
    return value
  }
}
