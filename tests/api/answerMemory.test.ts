import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { PreparedAnswers } from '../../api/fastPath/PreparedAnswers.ts'
import { heldBodies, prepareBody } from '../../api/generate/PreparedBody.ts'

// The answer table's bound is what a server operator sizes memory by: the answers it keeps must
// hold no more memory than the bound, whatever the size of each body.

/** A page-like body of about `bytes` bytes that compresses as HTML does. */
function page(bytes: number, seed: number): string {
  const cards: string[] = []
  for (let length = 0; length < bytes; length += 60) cards.push(`<li class="card">${seed}-${randomBytes(8).toString('hex')}</li>`)
  return `<!doctype html><ul>${cards.join('')}</ul>`
}

/** Every distinct memory block the kept answers' bodies hold now, counted once. */
function heldBytes(table: PreparedAnswers, content: object, urls: readonly string[]): number {
  const blocks = new Set<ArrayBufferLike>()
  for (const url of urls) {
    const answer = table.find(content, url)
    if (answer) for (const body of heldBodies(answer.reusable.prepared)) blocks.add(body.buffer)
  }
  return [...blocks].reduce((sum, block) => sum + block.byteLength, 0)
}

describe('the answer table holds no more memory than its bound', () => {
  test.each([
    ['small pages, whose compressed bodies are a few KB', 3_000, 400],
    ['larger pages', 60_000, 100],
  ])('%s', (_, size, count) => {
    const maxBytes = 2 * 2 ** 20
    const table = new PreparedAnswers([], { maxBytes })
    const content = {}
    const urls = Array.from({ length: count }, (_, i) => `/category/treadmills?visit=${i}`)
    urls.forEach((url, i) => table.remember(content, url, { prepared: prepareBody(page(size, i)), type: 'text/html;charset=utf-8', cacheControl: 'no-cache' }))
    expect(urls.some((url) => table.find(content, url))).toBe(true)
    expect(heldBytes(table, content, urls)).toBeLessThanOrEqual(maxBytes)
    // Clients asking for every encoding of every kept answer make the compressed variants: the
    // table lets older answers go rather than hold more than its bound.
    for (const url of urls) {
      const answer = table.find(content, url)
      if (answer) for (const encoding of ['br', 'gzip', 'identity'] as const) expect(answer.body[encoding].length).toBe(answer.reusable.prepared[encoding].length)
    }
    expect(urls.some((url) => table.find(content, url))).toBe(true)
    expect(heldBytes(table, content, urls)).toBeLessThanOrEqual(maxBytes)
  })

  test('a body handed over as a view into a larger block is kept in a block of its own', () => {
    const file = Buffer.from(page(20_000, 1))
    const prepared = prepareBody(file.subarray(0, 2_000))
    for (const body of [prepared.identity, prepared.gzip, prepared.br]) expect(body.buffer.byteLength).toBe(body.length)
  })
})
