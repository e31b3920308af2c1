import { describe, expect, test } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { PromoContent } from '../../engine/listing/PromoPopup.tsx'
import { promoOpenAt, promoProduct } from '../../engine/shop/promo.ts'
import { buildDisclosureModel } from '../../engine/shop/disclosure.ts'
import { DisclosureProvider } from '../../engine/ui/AffiliateDisclosure.tsx'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { fixtureContent } from '../support/content.ts'

const timing = { intervalSeconds: 20, visibleSeconds: 9, productIndex: 7 }
const products = (count: number) => Array.from({ length: count }, (_, index) => `product ${index + 1}`)

describe('the promoted product', () => {
  test('with 8 products it is the 8th (index 7)', () => {
    expect(promoProduct(products(8), timing)).toBe('product 8')
  })

  test('with more than 8 it is still the 8th', () => {
    expect(promoProduct(products(23), timing)).toBe('product 8')
  })

  test.each([[0], [1], [4], [7]])('with %s products there is none', (count) => {
    expect(promoProduct(products(count), timing)).toBeUndefined()
  })
})

describe('when the popup is open: every 20 s, for 9 s', () => {
  test.each([
    [0, false],
    [1_000, false],
    [9_000, false],
    [19_999, false],
    [20_000, true],
    [24_500, true],
    [28_999, true],
    [29_000, false],
    [35_000, false],
    [39_999, false],
    [40_000, true],
    [48_999, true],
    [49_000, false],
    [60_000, true],
    [200_000, true],
    [209_000, false],
  ])('at %s ms open is %s', (ms, open) => {
    expect(promoOpenAt(ms, timing)).toBe(open)
  })
})

describe('what the promo says', () => {
  // The promo's button leads to a demo shop: a marketplace's badge or delivery programme, or an
  // urgency with no end date, would be a claim no offer holds.
  const MARKETPLACE_OR_URGENCY = /Amazon|Prime|Choice|Limited Time|official store/i

  test('the promoted product of every category shows its saving and its shop, and no marketplace badge or urgency', () => {
    const content = fixtureContent()
    const disclosure = buildDisclosureModel(content.site, content.retailers)
    let shown = 0
    for (const category of content.categories.all()) {
      const promoted = buildCategoryModel(content, category, {}).promo
      if (!promoted) continue
      shown++
      const html = renderToStaticMarkup(
        <DisclosureProvider value={disclosure}>
          <PromoContent product={promoted} />
        </DisclosureProvider>,
      )
      const text = html.replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'")
      expect(text, category.slug).toContain(`View on ${promoted.shop}`)
      const saving = promoted.claims.was?.savingsPercent
      if (saving) expect(text, category.slug).toContain(`SAVE ${saving}%`)
      expect(text, category.slug).not.toMatch(MARKETPLACE_OR_URGENCY)
    }
    expect(shown).toBeGreaterThan(0)
  })
})
