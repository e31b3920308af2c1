/**
 * A value in force for the length of one synchronous load. Loading is synchronous from start to
 * end, so nothing else can run while the value is set; loaders read `current` instead of every
 * loader's signature carrying it (DocumentCache, ParseStore).
 */
export class LoadScope<T> {
  #current: T | undefined

  get current(): T | undefined {
    return this.#current
  }

  /** Runs `load` with `value` in force, then restores whatever was in force before. */
  run<R>(value: T, load: () => R): R {
    const previous = this.#current
    this.#current = value
    try {
      return load()
    } finally {
      this.#current = previous
    }
  }
}
