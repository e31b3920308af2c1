import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { pricedContent } from '../../engine/load/Content.ts'
import { DerivedValues } from '../../engine/derived/DerivedValues.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// A serving process shows one offers snapshot after another, one per price import, for as long as
// it runs: what it derived from a snapshot (the catalogue at its prices, its rankings) must go with
// the snapshot, or its memory grows with every import.

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** Whether the object behind `ref` is gone after a full collection (after this turn, which keeps what it read). */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  collectGarbage()
  return ref.deref() === undefined
}

test('the catalogue at an offers snapshot, rankings and all, goes once the snapshot is replaced', async () => {
  const content = fixtureContent()
  const [first] = content.catalogue.loaded()
  const snapshot = (price: number): OfferBook => bookOf({ [first!.id]: [offer('shop', price)] })
  let old: OfferBook | undefined = snapshot(500)
  // Ranked at the old snapshot as a page would, and only a weak reference kept here.
  const ref = ((book: OfferBook) => {
    const catalogue = pricedContent(content, book).catalogue
    expect(catalogue.all().length).toBe(content.catalogue.size)
    return new WeakRef(catalogue)
  })(old)
  const current = snapshot(450)
  expect(pricedContent(content, current).catalogue.byId(first!.id)?.price?.regular).toBe(450)
  old = undefined
  expect(await collected(ref)).toBe(true)
  // The content and the current snapshot still give the same catalogue, worked out once.
  expect(pricedContent(content, current).catalogue).toBe(pricedContent(content, current).catalogue)
})

test('a value derived from a source and an object key is kept while both live, and goes with either', async () => {
  const derived = new DerivedValues()
  const derive = (source: object, key: object, label: string) => ({ source, key, label })
  const source = {}
  let key: object | undefined = {}
  const ref = ((kept: object) => {
    const value = derived.of(derive, source, kept, 'a')
    expect(derived.of(derive, source, kept, 'a')).toBe(value)
    expect(derived.of(derive, source, kept, 'b')).not.toBe(value)
    // Another store's tier works it out again: nothing is kept outside the store asked.
    expect(new DerivedValues().of(derive, source, kept, 'a')).not.toBe(value)
    return new WeakRef(value)
  })(key)
  expect(ref.deref()).toBe(derived.of(derive, source, key, 'a'))
  key = undefined
  expect(await collected(ref)).toBe(true)
})
