import type { IncomingMessage } from 'node:http'

/**
 * When each request was read (`performance.now()` time), before it waited in the line of requests
 * for Koa: how long a visitor has waited is counted from there, so a render that could not start
 * soon after is refused rather than served late.
 */
const arrivals = new WeakMap<IncomingMessage, number>()

export function noteArrival(request: IncomingMessage): void {
  arrivals.set(request, performance.now())
}

/** When the request was read; now when it was not noted (a server made without the site app). */
export function arrivedAt(request: IncomingMessage): number {
  return arrivals.get(request) ?? performance.now()
}
