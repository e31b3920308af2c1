import { expect, test } from 'vitest'
import { aggregateOffer } from '../../engine/seo/offerMarkup.ts'
import { PriceView } from '../../engine/shop/PriceView.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// Search engines show an Offer's price as current until its priceValidUntil: a price the page
// no longer shows (too old) must not be marked up, and the day must follow the configured age.

const hoursBefore = (moment: string, hours: number) => new Date(Date.parse(moment) - hours * 3_600_000).toISOString()
const NOW = '2026-11-20T12:00:00.000Z'

test('an offer older than its allowed age is left out of the markup; the rest are valid until their read time plus that age', () => {
  const offers = [offer('fresh', 400, { readAt: hoursBefore(NOW, 2) }), offer('old', 380, { readAt: hoursBefore(NOW, 50) })]
  const book = bookOf({ p: offers }, { asOf: NOW, maxAgeHours: 48 })
  const shown = new PriceView(book, undefined).shownOffers('p')
  expect(shown.map((item) => item.seller)).toEqual(['Shop fresh'])
  const aggregate = aggregateOffer(shown)!
  expect(aggregate).toMatchObject({ lowPrice: '400.00', highPrice: '400.00', offerCount: 1 })
  // Read on the 20th at 10:00, shown for 48 hours: valid until the 22nd.
  expect(aggregate.offers).toEqual([expect.objectContaining({ priceValidUntil: '2026-11-22' })])
})

test('with every price too old there is no AggregateOffer at all', () => {
  const book = bookOf({ p: [offer('old', 380, { readAt: hoursBefore(NOW, 30) })] }, { asOf: NOW, maxAgeHours: 24 })
  expect(aggregateOffer(new PriceView(book, undefined).shownOffers('p'))).toBeUndefined()
})
