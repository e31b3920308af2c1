import type { PriceCheck } from '../../shop/PriceView.ts'
import type { ShownPrice } from '../../shop/priceDate.ts'

/** One product of a product-picker section: its card; its facts are in the picker's comparison. */
export type PickerItem = {
  id: string
  title: string
  image: string
  /** Undefined when no retailer has it in stock, or its price is too old to show: no number is shown. */
  price?: ShownPrice | undefined
  /** The best offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  rating: { stars: number; count: number }
  buyHref?: string
  /** The shop buyHref leads to. */
  shop?: string
}
