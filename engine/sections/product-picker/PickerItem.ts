import type { ShownPrice } from '../../shop/priceDate.ts'

/** One product of a product-picker section. */
export type PickerItem = {
  id: string
  title: string
  image: string
  description: string
  specs: { label: string; value: string }[]
  price: ShownPrice
  rating: { stars: number; count: number }
  buyHref: string
  /** The shop buyHref leads to. */
  shop: string
}
