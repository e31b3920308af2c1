import { expect, test } from 'vitest'
import { PreparedAnswers } from '../../api/fastPath/PreparedAnswers.ts'
import { prepareBody } from '../../api/generate/PreparedBody.ts'
import { pagesShowing } from '../../api/generate/regeneratePages.ts'
import { MAX_PRODUCT_KEYS, surrogateKeys } from '../../api/generate/surrogateKeys.ts'
import type { GeneratedPage } from '../../api/generate/regeneratePages.ts'

// An answer may show hundreds of products (a long search, a large category of a grown catalogue).

/** What Node's HTTP client and Fastly take in all headers of one answer. */
const HEADER_LIMIT = 16 * 1024
const ids = (count: number) => Array.from({ length: count }, (_, index) => `treadmill-model-with-a-long-name-${index}`)

test('the Surrogate-Key of an answer showing more products than it can name stays well under what clients and CDNs take', () => {
  for (const count of [MAX_PRODUCT_KEYS + 1, 1000, 5000]) {
    const keys = surrogateKeys('/search', ids(count))
    expect(keys.length).toBeLessThan(HEADER_LIMIT / 4)
    expect(keys).toBe('many-products page-search')
  }
  expect(surrogateKeys('/search', ids(3)).split(' ')).toEqual([...ids(3).sort().map((id) => `product-${id}`), 'page-search'])
})

test('an answer keyed as showing many products is made again after any price change, an answer naming others is not', () => {
  const answers = new PreparedAnswers([])
  const content = {}
  const many = { prepared: prepareBody('many'), type: 'text/html', cacheControl: 'no-cache', keys: surrogateKeys('/search', ids(1000)) }
  const few = { prepared: prepareBody('few'), type: 'text/html', cacheControl: 'no-cache', keys: surrogateKeys('/search', ids(2)) }
  answers.remember(content, '/search?query=a', many)
  answers.remember(content, '/search?query=b', few)
  expect(answers.forgetShowing(new Set(['some-other-product']))).toBe(1)
  expect(answers.find(content, '/search?query=a')).toBeUndefined()
  expect(answers.find(content, '/search?query=b')).toBeDefined()
  const pages = new Map<string, GeneratedPage>([
    ['/category/a', { made: prepareBody('a'), keys: surrogateKeys('/category/a', ids(1000)) }],
    ['/category/b', { made: prepareBody('b'), keys: surrogateKeys('/category/b', ids(2)) }],
  ])
  expect(pagesShowing(pages, new Set(['some-other-product']))).toEqual(['/category/a'])
  expect(pagesShowing(pages, new Set([ids(2)[1]!]))).toEqual(['/category/a', '/category/b'])
})
