import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { HOLD_MS, REFUSED, WAIT_MS, WAIT_RENDERS, renderLimit } from '../../api/middleware/renderLimit.ts'

// A visitor turned away by a busy renderer gets the 503 only after the hold, so a client that asks
// again as soon as it is answered cannot turn refusals into a stream of instant work; and a visitor
// who gets the page gets it soon: no render starts later than its wait after its request was read.

// The limit's clock is `performance.now()`, faked with the timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
afterEach(() => vi.useRealTimers())

/** Whether a promise has settled once pending callbacks ran, and what to. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  let outcome: { value: T } | 'pending' = 'pending'
  void promise.then((value) => (outcome = { value }))
  await vi.advanceTimersByTimeAsync(0)
  return outcome
}

/** Lets a render whose turn has come start: it begins a few turns of the event loop later. */
async function letStart() {
  for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setImmediate(resolve))
}

/** Lets a render start and end. */
async function settledAfterStart<T>(render: Promise<T>): Promise<T> {
  await letStart()
  return render
}

/** A limit of one render at a time with `queue` waiting, whose one turn is taken, by a render held until `release`. */
async function busyLimit(queue: number) {
  const limit = renderLimit({ concurrency: 1, queue })
  // One render ended: the limit knows how long renders take (no time at all on this clock).
  await settledAfterStart(limit(async () => 'first'))
  let release = () => {}
  const held = limit(() => new Promise<void>((resolve) => (release = resolve)))
  await letStart()
  return { limit, held, release: () => release() }
}

test('a render refused for a full line is answered only once the hold has passed', async () => {
  const { limit, release } = await busyLimit(0)
  expect(limit.full()).toBe(true)
  const refused = limit(async () => 'page')
  expect(await settled(refused)).toBe('pending')
  await vi.advanceTimersByTimeAsync(HOLD_MS - 1)
  expect(await settled(refused)).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(refused)).toEqual({ value: REFUSED })
  release()
})

test('a render whose turn does not come within its wait is refused, answered at the hold; one whose turn comes in time is rendered', async () => {
  const { limit, release } = await busyLimit(2)
  let rendered = false
  const late = limit(async () => (rendered = true))
  await vi.advanceTimersByTimeAsync(WAIT_MS)
  // Out of time: it will not render, but its 503 waits for the hold like any refusal.
  expect(await settled(late)).toBe('pending')
  await vi.advanceTimersByTimeAsync(HOLD_MS - WAIT_MS)
  expect(await settled(late)).toEqual({ value: REFUSED })
  const inTime = limit(async () => 'second')
  await vi.advanceTimersByTimeAsync(WAIT_MS / 2)
  release()
  await letStart()
  expect(await settled(inTime)).toEqual({ value: 'second' })
  expect(rendered, 'the render out of time never ran').toBe(false)
})

test('a request read longer ago than the wait, with every turn taken, is refused without rendering, its 503 a hold after it was read', async () => {
  const { limit, release } = await busyLimit(16)
  let rendered = false
  // A request that waited behind a burst of others before it reached the renderer.
  const readEarlier = limit(async () => (rendered = true), '', performance.now() - WAIT_MS - 1)
  expect(await settled(readEarlier)).toBe('pending')
  await vi.advanceTimersByTimeAsync(HOLD_MS - WAIT_MS - 2)
  expect(await settled(readEarlier)).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(readEarlier)).toEqual({ value: REFUSED })
  expect(rendered).toBe(false)
  release()
})

test('a request read long ago is rendered when a turn is free: it waited for no other render', async () => {
  const limit = renderLimit({ concurrency: 2, queue: 16 })
  const paused = limit(async () => 'page', '', performance.now() - HOLD_MS)
  await letStart()
  expect(await settled(paused)).toEqual({ value: 'page' })
})

test('when renders are slow, a render waits as long as a few of them take', async () => {
  const limit = renderLimit({ concurrency: 1, queue: 4 })
  // One render of WAIT_MS: the limit now expects renders to take that long.
  const slow = limit(() => new Promise((resolve) => setTimeout(resolve, WAIT_MS)))
  await letStart()
  await vi.advanceTimersByTimeAsync(WAIT_MS)
  await slow
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  await letStart()
  const waiting = limit(async () => 'waited')
  await vi.advanceTimersByTimeAsync(WAIT_MS * 2)
  expect(await settled(waiting), `still waiting after ${WAIT_MS * 2} ms: its wait is ${WAIT_RENDERS} renders`).toBe('pending')
  release()
  await letStart()
  expect(await settled(waiting)).toEqual({ value: 'waited' })
})

test('until a render has ended, a render waits as long as the hold: a new process\'s first renders are its slowest', async () => {
  const limit = renderLimit({ concurrency: 1, queue: 4 })
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  await letStart()
  const waiting = limit(async () => 'waited')
  await vi.advanceTimersByTimeAsync(HOLD_MS - 1)
  release()
  await letStart()
  expect(await settled(waiting)).toEqual({ value: 'waited' })
})
