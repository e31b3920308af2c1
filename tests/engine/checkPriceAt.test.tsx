import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CheckPriceAt } from '../../engine/ui/CheckPriceAt.tsx'
import { offer, viewOf } from '../support/testOffers.ts'

// Where a price stands no longer, the page says why: its age, or the end its retailer gave it.

const checkOf = (more: Parameters<typeof offer>[2] & { priceUntil?: string }) => {
  const { priceUntil, ...rest } = more
  const sale = { ...offer('one', 400, rest), ...(priceUntil ? { priceUntil } : {}) }
  return viewOf({ bike: [sale] }).summary('bike').checkPrice
}

test('a sale price past its end, read an hour ago, says until when it held, not that it is old', () => {
  // Judged at 12:00; read at 11:00, the sale ended at 11:30.
  const check = checkOf({ readAt: '2026-11-20T11:00:00.000Z', priceUntil: '2026-11-20T11:30:00.000Z' })
  expect(check).toMatchObject({ shop: 'Shop one', endedAt: '2026-11-20T11:30:00.000Z' })
  const text = renderToStaticMarkup(<CheckPriceAt check={check!} />)
  expect(text).toContain('The price Shop one gave us held until Nov 20, 2026, 11:30 AM UTC')
  expect(text).not.toContain('old')
})

test('a price too old to show says its age, also when its end came later', () => {
  const check = checkOf({ readAt: '2026-11-10T06:00:00.000Z', priceUntil: '2026-11-30T00:00:00.000Z' })
  expect(check?.endedAt).toBeUndefined()
  expect(renderToStaticMarkup(<CheckPriceAt check={check!} />)).toContain('Our last price from Shop one is more than a day old')
})

test('a sale price before its end is shown as a price', () => {
  expect(checkOf({ readAt: '2026-11-20T11:00:00.000Z', priceUntil: '2026-11-20T23:00:00.000Z' })).toBeUndefined()
})
