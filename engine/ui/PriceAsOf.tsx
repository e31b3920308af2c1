import type { ShownPrice } from '../shop/priceDate.ts'
import { priceAsOf } from '../shop/priceDate.ts'
import './PriceAsOf.css'

/** The line under a shown price saying when it was checked: in the HTML, not only on hover. */
export function PriceAsOf({ price }: { price: Pick<ShownPrice, 'checkedAt' | 'demo'> }) {
  return <small className="price-as-of">{priceAsOf(price)}</small>
}
