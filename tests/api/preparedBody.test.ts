import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { prepareBody } from '../../api/generate/PreparedBody.ts'

// A view of a unique URL is sent once, in the one encoding its client takes: compressing it into
// the others would cost the thread every other request shares, for bytes nobody receives.

const html = `<!doctype html><ul>${Array.from({ length: 400 }, (_, i) => `<li class="card">Product ${i}</li>`).join('')}</ul>`

test('a body is compressed only into the encodings clients ask for, each once, and each unpacks to the same bytes', () => {
  const prepared = prepareBody(html)
  const plain = prepared.identity.buffer.byteLength
  expect(prepared.heldBytes()).toBe(plain)
  const br = prepared.body('br')
  expect(prepared.body('br')).toBe(br)
  expect(brotliDecompressSync(br).toString()).toBe(html)
  expect(prepared.heldBytes()).toBe(plain + br.buffer.byteLength)
  const gzip = prepared.body('gzip')
  expect(gunzipSync(gzip).toString()).toBe(html)
  expect(prepared.heldBytes()).toBe(plain + br.buffer.byteLength + gzip.buffer.byteLength)
  expect(prepared.body('identity').toString()).toBe(html)
})

test('the ETag names the bytes, whatever encodings were made', () => {
  const one = prepareBody(html)
  const other = prepareBody(Buffer.from(html))
  one.body('gzip')
  expect(one.etag).toBe(other.etag)
  expect(prepareBody(`${html} `).etag).not.toBe(one.etag)
})
