import { AsyncLocalStorage } from 'node:async_hooks'
import { collectReadsWith } from '../../engine/shop/offerBook.ts'

const current = new AsyncLocalStorage<Set<string>>()
collectReadsWith(() => current.getStore())

/**
 * Runs `work` (a render, an API answer) and gives the ids of the products whose offers it read:
 * every product whose price, offers or buy link the answer shows. Concurrent answers each collect
 * their own, as the collection follows the async context of `work`.
 */
export async function collectShownProducts<T>(work: () => Promise<T>): Promise<{ result: T; products: ReadonlySet<string> }> {
  const products = new Set<string>()
  const result = await current.run(products, work)
  return { result, products }
}
