/**
 * Work waiting for a turn, one line per client address, taken in rotation: the next turn goes to
 * the client after the one served last, so a client that asks for a hundred renders waits behind
 * its own, and another client's one render is next but a turn or two.
 */
export class ClientTurns<Waiter> {
  /** Clients in the order of their next turn (a Map keeps insertion order): the first is next. */
  private readonly lines = new Map<string, Waiter[]>()

  /** How many of this client's waiters are in line. */
  waiting(client: string): number {
    return this.lines.get(client)?.length ?? 0
  }

  add(client: string, waiter: Waiter): void {
    const line = this.lines.get(client)
    if (line) line.push(waiter)
    else this.lines.set(client, [waiter])
  }

  /** The first waiter of the client whose turn it is; that client then goes to the back. */
  next(): Waiter | undefined {
    const first = this.lines.entries().next()
    if (first.done) return undefined
    const [client, line] = first.value
    const waiter = line.shift()
    this.lines.delete(client)
    if (line.length > 0) this.lines.set(client, line)
    return waiter
  }

  /** Takes a waiter out of line (its time ran out); false when it was no longer there. */
  remove(client: string, waiter: Waiter): boolean {
    const line = this.lines.get(client)
    const at = line?.indexOf(waiter) ?? -1
    if (!line || at === -1) return false
    line.splice(at, 1)
    if (line.length === 0) this.lines.delete(client)
    return true
  }
}
