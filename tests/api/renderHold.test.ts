import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { HOLD_MS, REFUSED, renderLimit } from '../../api/middleware/renderLimit.ts'

// A visitor turned away by a busy renderer gets the 503 only after the hold, so a client that asks
// again as soon as it is answered cannot turn refusals into a stream of instant work; and no render
// waits for its turn longer than that hold.

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

/** Whether a promise has settled once pending callbacks ran, and what to. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  let outcome: { value: T } | 'pending' = 'pending'
  void promise.then((value) => (outcome = { value }))
  await vi.advanceTimersByTimeAsync(0)
  return outcome
}

/** A limit of one render at a time with `queue` waiting, whose one turn is held until `release`. */
function busyLimit(queue: number) {
  const limit = renderLimit({ concurrency: 1, queue })
  let release = () => {}
  const held = limit(() => new Promise<void>((resolve) => (release = resolve)))
  return { limit, held, release: () => release() }
}

test('a render refused for a full line is answered only once the hold has passed', async () => {
  const { limit, release } = busyLimit(0)
  expect(limit.full()).toBe(true)
  const refused = limit(async () => 'page')
  expect(await settled(refused)).toBe('pending')
  await vi.advanceTimersByTimeAsync(HOLD_MS - 1)
  expect(await settled(refused)).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(refused)).toEqual({ value: REFUSED })
  release()
})

test('a render whose turn does not come within the hold is refused, and one whose turn comes is rendered', async () => {
  const { limit, release } = busyLimit(2)
  const first = limit(async () => 'first')
  await vi.advanceTimersByTimeAsync(HOLD_MS)
  expect(await settled(first)).toEqual({ value: REFUSED })
  const second = limit(async () => 'second')
  await vi.advanceTimersByTimeAsync(HOLD_MS / 2)
  release()
  await vi.advanceTimersByTimeAsync(HOLD_MS)
  expect(await settled(second)).toEqual({ value: 'second' })
})
